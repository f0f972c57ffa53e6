// The CMS's preview of a post as its page shows it: the title, "Kort fortalt" above the text and
// "Kilder" below it, in the site's type and the article's own styles (preview.css, which the
// content build makes from the site's stylesheets), instead of Sveltia's list of fields. Sveltia
// CMS loads it after its own bundle (admin-page.ts), and renders the template with React's
// createElement, which it provides as window.h. Plain JavaScript: the content build serves this
// file as it is, and the collection's name and the headings (the site's texts) are on the script element.
const script = document.querySelector('script[data-brief]');
const { collection = '', brief: briefHeading = '', sources: sourcesHeading = '' } = script?.dataset ?? {};

/** A list field's items as plain values: Sveltia passes Immutable lists. */
const items = (value) => (value && typeof value.toJS === 'function' ? value.toJS() : Array.isArray(value) ? value : []);

function PostPreview({ entry, widgetFor }) {
  const h = window.h;
  const data = entry.get('data');
  const brief = items(data?.get('summary')).filter((point) => typeof point === 'string' && point.trim() !== '');
  const sources = items(data?.get('sources')).filter((source) => source && source.title);
  const list = (values, render) => h('ul', null, values.map((value, i) => h('li', { key: i }, render(value))));
  return h(
    'article',
    { className: 'container section article' },
    h('header', { className: 'article__header' }, h('h1', null, data?.get('title') ?? '')),
    brief.length > 0 && h('section', { className: 'article__brief' }, h('h2', null, briefHeading), list(brief, (point) => point)),
    h('div', { className: 'article__body' }, widgetFor('body')),
    sources.length > 0 &&
      h('section', { className: 'article__sources' }, h('h2', null, sourcesHeading), list(sources, (source) => h('a', { href: source.url }, source.title))),
  );
}

window.CMS.registerPreviewStyle('preview.css');
window.CMS.registerPreviewTemplate(collection, PostPreview);
