// Vike needs a Page to treat this folder as a page. The screens themselves come from
// wouter's <Switch> in App, which +onRenderHtml and +client render.
export { App as default } from '@/app/App';
