// Hands a file an app downloaded through the core (a letter's PDF, a listing's or registrants' CSV: the calls need
// the staff's or the member's token, so a plain link cannot fetch them) to the browser to save, under the server's
// file name. Browser glue shared by both apps: an object URL on a temporary link; no knowledge of the core.

export function saveFile(content: Blob, fileName: string): void {
  const address = URL.createObjectURL(content);
  const link = document.createElement("a");
  link.href = address;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Released a little later: some browsers read the object URL after click() has returned.
  setTimeout(() => URL.revokeObjectURL(address), 10_000);
}
