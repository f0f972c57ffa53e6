import { parse } from 'regexparam';
import { matchRoute } from 'wouter';
import { createElement } from 'react';
import { lazyScreen, type LazyScreen, type ScreenProps } from './lazyScreen';
import { postPattern, type StaticPath } from './paths';

// The spec's route table: which screen for which path. Each screen is its own chunk.
const Home = lazyScreen(() => import('@/screens/Home').then((m) => m.Home), ['home']);
const BlogList = lazyScreen(() => import('@/screens/BlogList').then((m) => m.BlogList), ['blog']);
const Article = lazyScreen(() =>
  import('@/screens/Article').then((m) => ({ params }: ScreenProps) => createElement(m.Article, { slug: params.slug ?? '' })), ['blog'],
);
const Services = lazyScreen(() => import('@/screens/Services').then((m) => m.Services), ['services', 'courses']);
const About = lazyScreen(() => import('@/screens/About').then((m) => m.About), ['about', 'courses']);
const Contact = lazyScreen(() => import('@/screens/Contact').then((m) => m.Contact), ['contact']);
const Disclaimer = lazyScreen(() => import('@/screens/Disclaimer').then((m) => m.Disclaimer), ['disclaimer']);
export const NotFound = lazyScreen(() => import('@/screens/NotFound').then((m) => m.NotFound));

export const routes: { pattern: StaticPath | typeof postPattern; Screen: LazyScreen }[] = [
  { pattern: '/', Screen: Home },
  { pattern: '/blog', Screen: BlogList },
  { pattern: postPattern, Screen: Article },
  { pattern: '/ydelser', Screen: Services },
  { pattern: '/om', Screen: About },
  { pattern: '/kontakt', Screen: Contact },
  { pattern: '/juridisk-ansvarsfraskrivelse', Screen: Disclaimer },
];

/** The screen wouter's <Switch> will show for a path, so it can be loaded first. */
export function screenFor(path: string): LazyScreen {
  return routes.find((r) => matchRoute(parse, r.pattern, path)[0])?.Screen ?? NotFound;
}
