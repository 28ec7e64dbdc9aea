/**
 * Accessibility repairs to the markup of typesense-docsearch-react, which props cannot reach.
 * axe-core reports, and these fix:
 *  - the modal's outer element is `role="button"` around the whole search UI (nested-interactive)
 *    and has no name: it becomes a modal dialog named "Search docs", the title the spec gives it
 *    (the same words as the input's placeholder);
 *  - the input and the result lists are labelled by the magnifier `<label>`, which holds only an
 *    icon: it gets visually hidden text with that name;
 *  - the navbar button has `aria-label="Search"` but also shows its shortcut keys as text
 *    (label-content-name-mismatch): the key hint is hidden from assistive technology and the
 *    button is named by its visible text ("Search") instead (on phones that text is hidden
 *    visually only, by src/theme/SearchBar/styles.module.css, so it names the button there too).
 * React set these attributes once, with values that never change, so it does not write them again:
 * changing them after render holds for the life of the element.
 */
export const MODAL_TITLE = 'Search docs';
/** Class of the hidden label text; styled in src/theme/SearchBar/styles.module.css. */
export const HIDDEN_TEXT_CLASS = 'search-visually-hidden';

export function repairSearchButton(root: ParentNode): void {
  const button = root.querySelector('.DocSearch-Button');
  const keys = button?.querySelector('.DocSearch-Button-Keys');
  if (!button || !keys) return;
  keys.setAttribute('aria-hidden', 'true');
  button.removeAttribute('aria-label');
}

export function repairSearchModal(document: Document): void {
  const container = document.querySelector('.DocSearch-Container');
  if (!container || container.getAttribute('role') === 'dialog') return;
  container.setAttribute('role', 'dialog');
  container.setAttribute('aria-modal', 'true');
  container.setAttribute('aria-label', MODAL_TITLE);
  // Combobox attributes the library puts on its root, not allowed on a dialog. The input keeps
  // its own combobox attributes.
  for (const name of ['aria-expanded', 'aria-haspopup', 'aria-labelledby', 'aria-owns', 'tabindex']) {
    container.removeAttribute(name);
  }
  const label = container.querySelector('.DocSearch-MagnifierLabel');
  if (label && !label.querySelector(`.${HIDDEN_TEXT_CLASS}`)) {
    const text = document.createElement('span');
    text.className = HIDDEN_TEXT_CLASS;
    text.textContent = MODAL_TITLE;
    label.append(text);
  }
}
