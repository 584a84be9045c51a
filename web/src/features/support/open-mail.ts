/** Opens a `mailto:` address in the mail app; false when the browser refused. */
export function openMail(url: string): boolean {
  try {
    const link = document.createElement('a');
    link.href = url;
    link.rel = 'noopener';
    link.click();
    return true;
  } catch {
    return false;
  }
}
