// One catch-all page: wouter's <Switch> in src/app/App.tsx decides which screen a path shows.
export default '/*';
