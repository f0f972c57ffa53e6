/** Hands a text to the browser as a download, made here: no request leaves the page. */
export function saveFile(text: string, name: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: `${type};charset=utf-8` }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has handed it over.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
