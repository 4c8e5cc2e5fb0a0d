/** Saves a data: or blob: URL as a file (mobile browsers offer it to the photo album or files). */
export function saveImage(url: string, filename: string): void {
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  document.body.appendChild(a);
  a.click();
  a.remove();
}
