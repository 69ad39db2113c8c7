import { act, fireEvent } from '@testing-library/react';
import ReturnPage from '../../src/app/pages/ReturnPage';
import type { ApiResult } from '../../src/api/client';
import { deferred, flush } from './deferred';
import { testProduct, TW_ADDRESS } from './fixtures';
import { JPEG } from './photos';
import { renderPage } from './render-page';
import { FILLED } from './return-model';

/** The return page in a test: its form acted on as a shopper would, the server's answers given by the test. */
export type Answer = ReturnType<typeof deferred<ApiResult<unknown>>>;

export function renderReturn(path = '/return?orderNo=TW0123456789AB', lookup?: unknown) {
  const answers: { body: FormData; answer: Answer }[] = [];
  const view = renderPage(<ReturnPage />, {
    product: testProduct(),
    path,
    addressData: { '1': TW_ADDRESS },
    api: (apiPath, request) => {
      if (apiPath === '/consumer/order/lookup' && lookup) return { ok: true, data: lookup };
      if (apiPath !== '/consumer/returns') return undefined;
      const answer = deferred<ApiResult<unknown>>();
      answers.push({ body: (request as { body: FormData }).body, answer });
      return answer.promise;
    },
  });
  return { ...view, answers };
}

export const control = (name: string) => document.querySelector<HTMLInputElement & HTMLSelectElement & HTMLTextAreaElement>(`.return-form [name="${name}"]`);
export const type = (name: string, value: string) => fireEvent.change(control(name)!, { target: { value } });
export const choose = (reason: string) => fireEvent.click(document.querySelector(`.return-form input[name="reason"][value="${reason}"]`)!);
/** A file as a shopper's phone holds it: a JPEG or PNG by its first bytes, or anything else. */
export const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]);
/** Picks files in a photo field; the page reads their first bytes before taking them. */
export const pick = (name: string, files: File[]) =>
  act(async () => {
    fireEvent.change(control(name)!, { target: { files } });
    await flush();
  });
export const addPhoto = (name = 'box.jpg') => pick('packagePhotos', [new File([JPEG], name, { type: 'image/jpeg' })]);
export const submit = () => fireEvent.click(document.querySelector('.return-form button[type="submit"]')!);
/** The fields the page marks invalid, by name. */
export const invalidFields = () => [...new Set([...document.querySelectorAll('.return-form .field--invalid [name]')].map((element) => element.getAttribute('name')))].sort();

/** Fills in everything but the reason, as FILLED says, through the page. */
export async function fill() {
  await act(flush);
  for (const [name, value] of Object.entries(FILLED)) if (name !== 'orderNo') type(name, value!);
}
