/**
 * Fetches a part of a list as the server's HTML (a roster's next cards, a package's next talents) and
 * appends, in order, each `<li>` the list does not hold yet (`keyOf` names an item), so a part asked for
 * twice or overlapping what is there adds nothing twice. Returns the items appended.
 */
export async function appendHtmlPart(list: HTMLElement, url: string, keyOf: (item: HTMLElement) => string | undefined): Promise<HTMLElement[]> {
  const response = await fetch(url, { headers: { Accept: 'text/html' } });
  if (!response.ok) throw new Error(`list part ${response.status}`);
  const template = document.createElement('template');
  template.innerHTML = await response.text();
  const present = new Set([...list.children].map((item) => keyOf(item as HTMLElement)));
  const appended: HTMLElement[] = [];
  for (const item of [...template.content.children] as HTMLElement[]) {
    if (item.tagName !== 'LI' || present.has(keyOf(item))) continue;
    list.append(item);
    appended.push(item);
  }
  return appended;
}
