import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AdminApp, type AdminServices } from '../../../src/admin/app/AdminApp';
import { loadAdminPages } from '../../helpers/admin-pages';
import { ReviewCard, ReviewsView, type ReviewCardProps } from '../../../src/admin/views/ReviewsView';
import type { AdminReview } from '../../../src/domain/contracts/admin-reviews';
import { renderAdmin } from '../../helpers/admin-intl';
import { fakeAdminServer as fakeServer, okAnswer as ok } from '../../helpers/admin-fake-server';

const review: AdminReview = {
  id: 'r-1',
  status: 'pending',
  productId: 'aqualite-tw',
  productTitle: 'AquaLite bottle',
  siteId: 'tw',
  siteHost: 'tw.localhost',
  author: 'Mei',
  phone: '+886******678',
  score: 4,
  body: 'Keeps water cold all day.',
  images: ['/uploads/a.webp', '/uploads/b.webp'],
  sellerReply: null,
  locale: 'zh-TW',
  createdAt: '2030-01-01T08:00:00.000Z',
};

afterEach(cleanup);

describe('a review card', () => {
  const props: ReviewCardProps = {
    review,
    acting: null,
    canApprove: true,
    canHide: true,
    replyOpen: false,
    replyText: '',
    canSendReply: false,
    replyMax: 1000,
    error: null,
    onApprove: vi.fn(),
    onHide: vi.fn(),
    onReplyOpen: vi.fn(),
    onReplyChange: vi.fn(),
    onReplySubmit: vi.fn(),
    onReplyCancel: vi.fn(),
  };
  const card = (overrides: Partial<ReviewCardProps> = {}) => renderAdmin(<ul>{<ReviewCard {...props} {...overrides} />}</ul>);

  it('shows who wrote it on which product and site, the score in words, the text, the masked phone, and photo links to the full images', () => {
    card();
    const article = screen.getByRole('article', { name: 'Mei on AquaLite bottle' });
    expect(article.textContent).toContain('Site tw.localhost');
    expect(article.textContent).toContain('phone +886******678');
    expect(within(article).getByText('4 out of 5 stars')).toBeTruthy();
    expect(within(article).getByText('Keeps water cold all day.')).toBeTruthy();
    const photos = within(within(article).getByRole('list', { name: 'Photos' })).getAllByRole('link');
    expect(photos.map((link) => link.getAttribute('href'))).toEqual(['/uploads/a.webp', '/uploads/b.webp']);
    expect(within(photos[0]!).getByRole('img').getAttribute('alt')).toBe('Photo 1 of 2 by Mei (opens the full image)');
  });

  it('offers approve, hide and reply as buttons in a named group, and calls back', () => {
    card();
    const group = screen.getByRole('group', { name: 'Review by Mei' });
    fireEvent.click(within(group).getByRole('button', { name: 'Approve' }));
    fireEvent.click(within(group).getByRole('button', { name: 'Hide' }));
    fireEvent.click(within(group).getByRole('button', { name: 'Reply' }));
    expect(props.onApprove).toHaveBeenCalled();
    expect(props.onHide).toHaveBeenCalled();
    expect(props.onReplyOpen).toHaveBeenCalled();
  });

  it('leaves out a move the review cannot take, and waits while one is sent', () => {
    card({ canApprove: false, acting: 'hide' });
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
    const hide = screen.getByRole('button', { name: 'Saving…' });
    expect(hide.hasAttribute('disabled')).toBe(true);
    expect(hide.getAttribute('aria-busy')).toBe('true');
  });

  it('opens a labelled reply box that sends only what may be sent, and shows the server’s message on failure', () => {
    const onReplyChange = vi.fn();
    const onReplySubmit = vi.fn();
    card({ replyOpen: true, replyText: 'Thanks', canSendReply: true, onReplyChange, onReplySubmit, error: 'There is no such review.' });
    const box = screen.getByLabelText('Your reply as the seller (at most 1000 characters)');
    expect((box as HTMLTextAreaElement).value).toBe('Thanks');
    fireEvent.change(box, { target: { value: 'Thank you!' } });
    expect(onReplyChange).toHaveBeenCalledWith('Thank you!');
    fireEvent.submit(screen.getByRole('form', { name: 'Reply to Mei' }));
    expect(onReplySubmit).toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toBe('There is no such review.');
    cleanup();
    card({ replyOpen: true, replyText: '', canSendReply: false });
    expect(screen.getByRole('button', { name: 'Send reply' }).hasAttribute('disabled')).toBe(true);
  });

  it('shows the seller’s reply under the review, in Traditional Chinese too', () => {
    renderAdmin(
      <ul>
        <ReviewCard {...props} review={{ ...review, sellerReply: '謝謝您' }} />
      </ul>,
      'zh-TW',
    );
    expect(screen.getByRole('heading', { name: '賣家回覆' })).toBeTruthy();
    expect(screen.getByText('謝謝您')).toBeTruthy();
    expect(screen.getByRole('button', { name: '核准' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '修改回覆' })).toBeTruthy();
  });
});

describe('the review tabs', () => {
  it('are a tab list whose arrow keys move between Pending, Approved and Hidden', () => {
    const onTab = vi.fn();
    renderAdmin(<ReviewsView tabs={['pending', 'approved', 'hidden']} tab="pending" count={0} error={null} notice={null} hasOlder={false} loadingOlder={false} onTab={onTab} onOlder={vi.fn()} />);
    const tabs = within(screen.getByRole('tablist', { name: 'Reviews by status' })).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Pending', 'Approved', 'Hidden']);
    expect(tabs[0]!.getAttribute('aria-selected')).toBe('true');
    expect(tabs[1]!.getAttribute('tabindex')).toBe('-1');
    fireEvent.keyDown(tabs[0]!, { key: 'ArrowRight' });
    expect(onTab).toHaveBeenLastCalledWith('approved');
    fireEvent.keyDown(tabs[0]!, { key: 'ArrowLeft' });
    expect(onTab).toHaveBeenLastCalledWith('hidden');
    expect(screen.getByRole('tabpanel', { name: 'Pending' }).textContent).toContain('No reviews are waiting.');
  });
});

const support = { email: 'helpdesk@shop.test', role: 'support', permissions: ['orders', 'returns', 'reviews', 'messages'], csrfToken: 'csrf-2' };

describe('the Reviews page', () => {
  beforeAll(loadAdminPages);
beforeEach(() => window.history.pushState(null, '', '/admin/reviews'));

  function start(fetch: typeof globalThis.fetch) {
    const services: AdminServices = { fetch, languages: ['en-US'], storedLocale: { get: () => null, set: () => undefined } };
    return render(<AdminApp services={services} />);
  }

  it('lists the pending reviews for support, replies, approves (the review leaves the tab) and says so', async () => {
    const server = fakeServer([
      ['GET /session', ok(support)],
      ['GET /reviews?status=pending&limit=20', ok({ items: [review], next: null })],
      ['POST /reviews/r-1/reply', ok({ ...review, sellerReply: 'Thank you!' })],
      ['POST /reviews/r-1/approve', ok({ ...review, status: 'approved', sellerReply: 'Thank you!' })],
    ]);
    start(server.fetch);
    const nav = await screen.findByRole('navigation', { name: 'Back office' });
    expect(within(nav).getByRole('link', { name: 'Reviews' }).getAttribute('aria-current')).toBe('page');
    const article = await screen.findByRole('article', { name: 'Mei on AquaLite bottle' });
    fireEvent.click(within(article).getByRole('button', { name: 'Reply' }));
    fireEvent.change(within(article).getByLabelText(/Your reply as the seller/), { target: { value: ' Thank you! ' } });
    fireEvent.click(within(article).getByRole('button', { name: 'Send reply' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Your reply to Mei was saved.'));
    expect(within(article).getByText('Thank you!')).toBeTruthy();
    expect(server.calls.at(-1)).toMatchObject({ method: 'POST', body: { text: 'Thank you!' }, headers: { 'x-csrf-token': 'csrf-2' } });
    fireEvent.click(within(article).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('The review by Mei was approved: it shows on the product page.'));
    expect(screen.queryByRole('article')).toBeNull();
    expect(screen.getByText('No reviews are waiting.')).toBeTruthy();
  });

  it('shows the server’s message when an action is refused, and keeps the reply typed', async () => {
    const server = fakeServer([
      ['GET /session', ok(support)],
      ['GET /reviews?status=pending&limit=20', ok({ items: [review], next: null })],
      ['POST /reviews/r-1/reply', { status: 404, body: { code: 1404, msg: 'There is no such review.' } }],
    ]);
    start(server.fetch);
    const article = await screen.findByRole('article', { name: 'Mei on AquaLite bottle' });
    fireEvent.click(within(article).getByRole('button', { name: 'Reply' }));
    fireEvent.change(within(article).getByLabelText(/Your reply as the seller/), { target: { value: 'Thanks' } });
    fireEvent.click(within(article).getByRole('button', { name: 'Send reply' }));
    // The alert region is always there (so it is announced when filled): wait for its text.
    await waitFor(() => expect(within(article).getByRole('alert').textContent).toBe('There is no such review.'), { timeout: 5000 });
    expect((within(article).getByLabelText(/Your reply as the seller/) as HTMLTextAreaElement).value).toBe('Thanks');
  });

  it('opens another tab and asks for its reviews', async () => {
    const server = fakeServer([
      ['GET /session', ok(support)],
      ['GET /reviews?status=pending&limit=20', ok({ items: [], next: null })],
      ['GET /reviews?status=hidden&limit=20', ok({ items: [{ ...review, status: 'hidden' }], next: null })],
    ]);
    start(server.fetch);
    await screen.findByText('No reviews are waiting.');
    fireEvent.click(screen.getByRole('tab', { name: 'Hidden' }));
    const article = await screen.findByRole('article', { name: 'Mei on AquaLite bottle' });
    expect(within(article).queryByRole('button', { name: 'Hide' })).toBeNull();
    expect(within(article).getByRole('button', { name: 'Approve' })).toBeTruthy();
  });
});
