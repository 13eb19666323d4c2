/** Saves data as a file the browser downloads (a person's data export, an exported list, an invoice the server made). */
export function downloadBlob(name: string, blob: Blob) {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export const downloadJson = (name: string, data: unknown) => downloadBlob(name, new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
