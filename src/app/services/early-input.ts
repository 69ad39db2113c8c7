/**
 * What a shopper did on the server's page before it came alive (on a slow network the page shows
 * long before its script arrives): a variant tapped, a quantity typed. Hydration attaches the
 * handlers but leaves the fields as they are, so the app still holds what the server rendered;
 * each field that differs from its markup is told to the app now, as its own event would have.
 * (Preact's hydration does not do this itself; React's did.) `later`: the parts hydrated later
 * (views/HydrateLater.tsx), whose fields are left out (`'outside'`: the first screen, replayed as it
 * comes alive) or alone replayed (`'inside'`: once they have come alive).
 */
export async function replayEarlyInput(root: HTMLElement, later?: { selector: string; fields: 'inside' | 'outside' }): Promise<void> {
  // Read all first: the app's render after one event sets the others back to what it holds.
  const fields = [...root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>('input, textarea, select')];
  const changed = fields.flatMap((field) => {
    if (later && (field.closest(later.selector) !== null) !== (later.fields === 'inside')) return [];
    const event = changedBy(field);
    return event ? [{ field, event, value: field.value, checked: field instanceof HTMLInputElement && field.checked }] : [];
  });
  for (const { field, event, value, checked } of changed) {
    if (field instanceof HTMLInputElement && (field.type === 'radio' || field.type === 'checkbox')) field.checked = checked;
    else field.value = value;
    field.dispatchEvent(new Event(event, { bubbles: true }));
    // One event a turn, as the shopper's own came: the app renders between them.
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
}

/** The event a field would have sent had the app been listening, or null if it is as served. */
function changedBy(field: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement): 'change' | 'input' | null {
  if (field instanceof HTMLSelectElement) return [...field.options].some((option) => option.selected !== option.defaultSelected) ? 'change' : null;
  if (field instanceof HTMLInputElement && (field.type === 'radio' || field.type === 'checkbox')) {
    // A radio reports the one now chosen; the one it replaced has nothing to say.
    return field.checked !== field.defaultChecked && (field.type === 'checkbox' || field.checked) ? 'change' : null;
  }
  return field.value !== field.defaultValue ? 'input' : null;
}

/**
 * Where the page's starter (server/features/pages/app-start.ts) keeps the buttons a shopper tapped
 * before the app came alive: `{ clicks, within }`, a tap kept only inside `within` when it is set.
 * A submit button is not kept: its form goes to the server on its own.
 */
export const EARLY_CLICKS = 'doorstepEarlyClicks';

interface EarlyClickRecord {
  clicks: unknown[];
  within: string;
}

/** The starter's record of early taps, as the composition root hands it on while it hydrates. */
export interface EarlyClicks {
  /** The first screen is alive: from now only taps inside `within` (the parts not hydrated yet) are kept. */
  keepOnlyWithin(selector: string): void;
  /** The taps kept; none are kept after this. Called in the task that hydrated the last part, so a tap is either kept or answered by the app, never both. */
  take(): HTMLElement[];
}

export function earlyClicks(win: Window = window): EarlyClicks {
  const slot = win as unknown as Record<string, EarlyClickRecord | null | undefined>;
  const record = slot[EARLY_CLICKS];
  return {
    keepOnlyWithin(selector) {
      if (record) record.within = selector;
    },
    take() {
      slot[EARLY_CLICKS] = null;
      return (record?.clicks ?? []).filter((click): click is HTMLElement => click instanceof HTMLElement);
    },
  };
}

/**
 * Taps each kept button again, in order, once its part of the page is alive: a coupon claimed or a
 * quantity raised on the server's page is not lost. A button gone from the page since is not
 * tapped (its old handler may still be on it); where its part was rendered anew instead of
 * hydrated in place, the one button that took its place (same kind, class, name and words) is.
 * One disabled since ignores the tap by itself.
 */
export async function replayEarlyClicks(buttons: readonly HTMLElement[], page: ParentNode = document): Promise<void> {
  for (const button of buttons) {
    // One tap a turn, as the shopper's own came: the app renders between them.
    await new Promise((resolve) => setTimeout(resolve, 0));
    (button.isConnected ? button : successorOf(button, page))?.click();
  }
}

/** The one element on the page now that is the same control as `gone` (none if several are). */
function successorOf(gone: HTMLElement, page: ParentNode): HTMLElement | undefined {
  const same = [...page.querySelectorAll<HTMLElement>(gone.localName)].filter(
    (candidate) =>
      candidate.className === gone.className &&
      candidate.textContent === gone.textContent &&
      ['name', 'value', 'aria-label', 'data-testid'].every((attribute) => candidate.getAttribute(attribute) === gone.getAttribute(attribute)),
  );
  return same.length === 1 ? same[0] : undefined;
}
