import { describe, expect, it } from 'vitest';
import { replayEarlyInput } from '../../src/app/services/early-input';

/** A server's page: a quantity on the first screen, and one in a part hydrated later; both typed in before the app came alive. */
function servedPage() {
  document.body.innerHTML = '<div id="root"><input id="first" value="1"><div data-later="2"><input id="later" value="1"></div></div>';
  const root = document.getElementById('root')!;
  const heard: string[] = [];
  root.addEventListener('input', (event) => heard.push(`${(event.target as HTMLInputElement).id}=${(event.target as HTMLInputElement).value}`));
  (document.getElementById('first') as HTMLInputElement).value = '3';
  (document.getElementById('later') as HTMLInputElement).value = '5';
  return { root, heard };
}

describe('replaying what a shopper typed before the page came alive, a part at a time', () => {
  it('tells the app of the first screen’s fields as it comes alive, leaving the later parts’ for their turn', async () => {
    const { root, heard } = servedPage();
    await replayEarlyInput(root, { selector: '[data-later]', fields: 'outside' });
    expect(heard).toEqual(['first=3']);
    await replayEarlyInput(root, { selector: '[data-later]', fields: 'inside' });
    expect(heard).toEqual(['first=3', 'later=5']);
  });

  it('tells the app of every changed field when no part is named', async () => {
    const { root, heard } = servedPage();
    await replayEarlyInput(root);
    expect(heard).toEqual(['first=3', 'later=5']);
  });
});
