import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkoutMachine } from '../../machines/checkout.machine';
import { orderLookupMachine } from '../../machines/order-lookup.machine';
import { cartMachine } from '../../machines/cart.machine';
import { paymentResultMachine } from '../../machines/payment-result.machine';
import { addressMachine } from '../../machines/address.machine';
import { countdownMachine } from '../../machines/countdown.machine';
import { pageStayMachine } from '../../machines/page-stay.machine';
import { consentMachine } from '../../machines/consent.machine';
import { couponClaimMachine } from '../../machines/coupon-claim.machine';
import { reviewFormMachine } from '../../machines/review-form.machine';
import { returnRequestMachine } from '../../machines/return-request.machine';
import { orderLifecycleMachine } from '../../machines/order-lifecycle.machine';
import { returnLifecycleMachine } from '../../machines/return-lifecycle.machine';
import { adminSessionMachine } from '../../machines/admin-session.machine';
import { reviewModerationMachine } from '../../machines/review-moderation.machine';
import { productEditorMachine } from '../../machines/product-editor.machine';
import { promotionActionsMachine } from '../../machines/promotion-actions.machine';
import { historyReplayMachine } from '../../machines/history-replay.machine';
import { orderMessagesMachine } from '../../machines/order-messages.machine';
import { orderPreviewMachine } from '../../machines/order-preview.machine';
import { returnsQueueMachine } from '../../machines/returns-queue.machine';
import { blocklistEditsMachine } from '../../machines/blocklist-edits.machine';
import { siteSettingsMachine } from '../../machines/site-settings.machine';
import { adPixelsMachine } from '../../machines/ad-pixels.machine';
import { consoleOrderMachine } from '../../machines/console-order.machine';
import { ownerDashboardMachine } from '../../machines/owner-dashboard.machine';
import { ordersBulkMachine } from '../../machines/orders-bulk.machine';
import { ordersLiveMachine } from '../../machines/orders-live.machine';
import { machineDiagram } from '../../scripts/machine-diagram';

const DIAGRAMS = [
  {
    file: 'checkout.md',
    machine: checkoutMachine,
    title: 'Checkout',
    summary: 'A shopper picks a sku or combo and a quantity, a delivery method (and a pickup store), a payment method, fills the recipient form and places the order. Steps with one possible answer pass by themselves. Leaving a filled form asks first. A network failure keeps everything typed and offers a retry with the same idempotency key; a refusal by the server returns to the form.',
  },
  {
    file: 'cart.md',
    machine: cartMachine,
    title: 'Cart',
    summary: 'The shopping cart: up to 50 items (the 51st is refused with the purchase-limit message); items whose product is no longer sold are removed when the cart opens and again before checkout, with a message; an empty cart cannot check out.',
  },
  {
    file: 'payment-result.md',
    machine: paymentResultMachine,
    title: 'Payment result',
    summary: 'After a prepaid order the shopper comes back from the payment page: the page asks the server how the payment stands, asks again every few seconds for a while, and offers "continue paying" and "payment finished".',
  },
  {
    file: 'order-lookup.md',
    machine: orderLookupMachine,
    title: 'Order lookup',
    summary: 'A shopper (or support staff on the phone with one) types an order number, and the phone number for full details, and searches. With the full details of an order not yet dispatched, the shopper may cancel it: the cancel-order prompt (this popular item may sell out soon) asks first; a refused cancellation (dispatched meanwhile) leaves the order as it was, with a message.',
  },
  {
    file: 'address.md',
    machine: addressMachine,
    title: 'Address data',
    summary: 'The order form asks for its region\'s lists of places (provinces, cities, districts, towns, a chain\'s pickup areas). A file loads once; asked again, it answers from what is loaded, without a request. It is "loading" only while a file is on its way. A region with no address scripts fails at once with the spec\'s message (in Chinese: 未找到该地区的地址数据脚本); a script that fails to load stores its error, leaves the result empty and the form lets the shopper type the address. A file asked for during another load waits its turn.',
  },
  {
    file: 'countdown.md',
    machine: countdownMachine,
    title: 'Sale countdown',
    summary: 'A flash sale or limited-time offer counts down to its real end time, stored with the sale: a reload shows the same time left. Every second (and when the page shows again) the time left is measured against the browser clock corrected by the server\'s; at zero the sale is over and its price goes (the server stops charging it at the same moment).',
  },
  {
    file: 'coupon-claim.md',
    machine: couponClaimMachine,
    title: 'Coupon claim',
    summary: 'A coupon is obtainable, then received, once per shopper: the server decides. "Already received" (from another tab or an earlier visit) leaves it received with that message; a failure offers another try.',
  },
  {
    file: 'order-lifecycle.md',
    machine: orderLifecycleMachine,
    title: 'Order lifecycle (server)',
    summary: 'Every status change of an order on the server goes through this machine and is recorded in the order\'s history with its time and cause. Cash on delivery starts "not yet shipped" (PENDING_DELIVER) and is paid when delivered (refused at the door: payment failed, order closed); a prepaid order starts "unpaid" (PENDING_PAYMENT) until its provider reports the payment. Cancelling (by the shopper, with the phone number, or by the shop) is possible until dispatch. A dispatch needs a courier and a tracking number; an order the site holds for a call (a risky one) is not dispatched until a call with the shopper is recorded as confirmed, which releases it without changing its status. A delivered or completed order closes when its returned parcel is received. Anything else is refused and changes nothing, also when two changes arrive at once.',
  },
  {
    file: 'return-request.md',
    machine: returnRequestMachine,
    title: 'Return request',
    summary: 'The shopper gives the reason (a remark is required for "other"), the courier and tracking number of the return parcel, the order number, photos of the package (at least one) and optionally a screenshot of the order confirmation, who hands the parcel over (name, mobile) and where (region, address). Every rule shows by its field. The server then checks the order ("not found": confirm the number again), that it was delivered and is within the return period (7 days in Asian markets, 14 in Poland, 15 elsewhere), and that no other return is in progress. A refusal or a failed submission keeps everything typed and chosen. A submitted request shows on the order page with its status.',
  },
  {
    file: 'review-form.md',
    machine: reviewFormMachine,
    title: 'Comment form',
    summary: 'A shopper writes a review: name, mobile number (never shown), score, message and up to three photos. Errors show once a field is left, all of them after a submit. A refused or failed submission keeps everything typed and chosen; a sent review waits for the shop\'s approval.',
  },
  {
    file: 'page-stay.md',
    machine: pageStayMachine,
    title: 'Page-stay timer',
    summary: 'On the landing page the timer counts the seconds the shopper spends there and logs a STAY_DURATION visit event every 60 seconds, up to 600 seconds: ten events at most. Seconds while the page is hidden (another tab, the phone locked) do not count. Opening another landing page starts it from zero. Where consent is asked, the events wait for the shopper\'s answer and are dropped on a refusal.',
  },
  {
    file: 'consent.md',
    machine: consentMachine,
    title: 'Consent to ad measurement',
    summary: 'In the European Union (and on sites that ask elsewhere) the banner asks before anything is tracked: no ad pixel, no tracking cookie, no visit log, no event sent on to an ad network. Accept and Reject are one tap each; the choice is remembered for 180 days in a cookie that holds only the choice, and "Cookie settings" in the footer asks again. Where no consent is asked, tracking is allowed from the start.',
  },
  {
    file: 'admin-session.md',
    machine: adminSessionMachine,
    title: 'Back office session',
    summary: 'Opening /admin first asks the server whether the browser is still signed in. If not, the sign-in form shows; a wrong email or password, too many attempts (the server limits them) or an unreachable server each show their message and keep what was typed. A signed-in operator sees the menu their role allows; signing out, or any later call the server answers "sign in first" (the session ended after 12 hours idle, or a password reset ended it), returns to the form, the latter with "your session ended".',
  },
  {
    file: 'review-moderation.md',
    machine: reviewModerationMachine,
    title: 'Review moderation',
    summary: 'In the back office each review waiting (or shown, or hidden) has its own moves: approve it (it shows on the product page), hide it (it leaves the product page), or reply as the seller (the reply box opens; 1 to 1000 characters; the reply shows under the review). Approve is offered only for a review not shown yet, hide only for one not hidden yet. While the server answers, the buttons wait; a failure shows the server’s message and keeps the reply as typed, to send again.',
  },
  {
    file: 'promotion-actions.md',
    machine: promotionActionsMachine,
    title: 'Promotion changes',
    summary: 'On the back office’s Promotions page an owner changes one thing at a time: starts a flash sale, ends one now (after a confirmation), adds a coupon or retires one. While the server answers, the buttons wait; a refusal (an overlapping sale, a coupon already retired) shows the server’s message and keeps the form as typed, to send again.',
  },
  {
    file: 'blocklist-edits.md',
    machine: blocklistEditsMachine,
    title: 'Blocklist changes (back office)',
    summary: 'On the back office’s Protection page an owner changes one thing at a time: adds a phone, client address or range, email or postal code to a site’s blocklist or the whole shop’s (with a reason), or removes an entry. While the server answers, the buttons wait; when it has the change the lists are read again. A value that is not one of its kind is refused with a message in the owner’s language, the field marked and everything typed kept, to correct and send again.',
  },
  {
    file: 'site-settings.md',
    machine: siteSettingsMachine,
    title: 'Site settings (back office)',
    summary: 'An owner picks a site and its settings load into one form: the seller shown on every page, how shoppers reach them, consent, and the ad networks’ conversion APIs. Access tokens never come to the browser: the form says whether one is set and shows its last 4 characters; the owner may type a new one or remove it. Saving sends the whole form; the server checks every field (emails, phone numbers, addresses of the APIs) and a refusal marks each field it names, with everything typed kept, to correct and save again. While a save is under way another site cannot be picked. A lost connection says so and keeps the form too.',
  },
  {
    file: 'ad-pixels.md',
    machine: adPixelsMachine,
    title: 'Ad pixels of a product (back office)',
    summary: 'Under a listed product’s editor, its ad pixels load into one form: a field per network (Meta, Google tags, Google Ads conversions, TikTok, LINE, Snapchat), several ids separated by commas, and Google’s tag type. Saving sends them all; the server checks each id against its network’s form and a refusal marks the networks it names, with everything typed kept. A saved change reaches the product page at once. A lost connection says so and keeps the form; a failed load offers to try again.',
  },
  {
    file: 'return-lifecycle.md',
    machine: returnLifecycleMachine,
    title: 'Return lifecycle (server)',
    summary: 'Once a shopper has filed a return request, the shop moves it through this machine from the support console, each move kept in the request\'s history with who and when. The shop accepts it (the parcel may come back; a reply may say where to send it) or rejects it with a reply saying why; the shopper reads the reply on their order page. The parcel is received (also before an answer, when it simply arrives), which closes the order; then the refund is recorded with its amount, method and reference. Two agents answering one request at once: one wins, the other is told and nothing changes.',
  },
  {
    file: 'product-editor.md',
    machine: productEditorMachine,
    title: 'Product editor (back office)',
    summary: 'An owner fills in a new product for one site: its texts, banner photos, skus (name, price, crossed-out price, photo), combo packages when it is sold as combos, and its charges; prices are typed in the site\'s currency as shoppers read them (49,99 for złoty). Saving first checks the form with the same rules the server applies; every problem then shows by its field. The server may still refuse (an address already taken) and says which field; a lost connection says so. In both cases nothing typed is lost and saving can be tried again. A saved product is on sale at once, with a link to its page.',
  },
  {
    file: 'console-order.md',
    machine: consoleOrderMachine,
    title: 'Support console: one order',
    summary: 'An agent opens an order in the back office: it loads with its lifecycle. The moves offered are the ones the server\'s lifecycle machine allows now (a dispatch asks for the carrier and the tracking number); a move goes with the version the agent saw. The server may refuse it (not allowed now, or another agent moved the order first): the page says why and reads the order again as it is now. A call\'s outcome (confirmed, no answer, wrong number, refused) or a note is recorded with who and when. A lost connection says so; nothing is changed and the agent can try again.',
  },
  {
    file: 'owner-dashboard.md',
    machine: ownerDashboardMachine,
    title: 'Owner\'s dashboard',
    summary: 'The owner (or support) opens the dashboard: the chosen site\'s last seven days load, from the orders\' lifecycle history and the checkout funnel. Another site or period loads again, and an answer for the period left behind is dropped; a period that ends before it starts is not asked for. A failure shows the server\'s message, and the owner can try again.',
  },
  {
    file: 'orders-live.md',
    machine: ordersLiveMachine,
    title: 'Support console: the live orders list',
    summary: 'The orders list listens to the server for orders placed and moved, in any server process. It shows "Connecting", then "Live"; each new order or move reads the first page again with the filters as they are, once for a burst. When the connection drops it shows "Reconnecting", waits (1 s, 2 s, 4 s... up to 30 s) and connects again, then reads the list again in case orders came meanwhile.',
  },
  {
    file: 'orders-bulk.md',
    machine: ordersBulkMachine,
    title: 'Support console: bulk work on the orders list',
    summary: 'An agent selects orders (one by one, or every order shown) and confirms them (a "confirmed" call each), dispatches them with a carrier and a tracking number each, or imports the CSV file a courier gave back. The server moves each order through its lifecycle machine and answers each on its own: the orders done leave the selection, the refused ones stay selected with the reason (or the file\'s line and why). A lost connection says so; the selection is kept.',
  },
  {
    file: 'returns-queue.md',
    machine: returnsQueueMachine,
    title: 'Support console: the returns queue',
    summary: 'An agent opens a tab of the returns queue (open, waiting for the parcel, received) and moves one request at a time: accept or reject it with a reply the shopper reads, mark its parcel received, record the refund. Only the moves the request\'s own lifecycle allows now are offered; while the server answers, the buttons wait. A move another agent made first is refused with the reason and the queue is read again; a lost connection says so.',
  },
  {
    file: 'history-replay.md',
    machine: historyReplayMachine,
    title: 'Support console: replaying an order\'s history on its diagram',
    summary: 'On an order\'s page the agent replays its history on the lifecycle diagram, one move at a time: first, previous, next, last, or any step on the slider, each showing the move\'s from and to, who made it and when. Play steps on by itself and pauses at the last move; any step button pauses there. When the order moves meanwhile, the new move joins the end.',
  },
  {
    file: 'order-messages.md',
    machine: orderMessagesMachine,
    title: 'Support console: an order\'s messages',
    summary: 'The order page lists the text messages sent about the order (confirmation, dispatched, out for delivery, a verification code): when, to whom, by which channel and provider, sent or refused with the provider\'s error. An agent may send one kind again; a message the provider refused still shows in the list as failed, and one the server refuses (a dispatch message before the order is dispatched) keeps the list and says why.',
  },
  {
    file: 'order-preview.md',
    machine: orderPreviewMachine,
    title: 'Support console: the order as the shopper sees it',
    summary: 'The order page shows the shopper\'s own order page as they would see it now, read-only, in the order\'s language: the server issues a link good for ten minutes for that one order, and the page asks for a new one a minute before it ends, and at once whenever the order or one of its returns moves. A refusal shows the server\'s message, with a button to ask again.',
  },
];

const dir = join(process.cwd(), 'docs', 'machines');

describe('the machine diagrams in docs/machines', () => {
  it('cover every machine in machines/', () => {
    const drawn = new Set(DIAGRAMS.map(({ file }) => file.replace(/\.md$/, '')));
    const machines = readdirSync(join(process.cwd(), 'machines')).filter((name) => name.endsWith('.machine.ts')).map((name) => name.replace(/\.machine\.ts$/, ''));
    expect(machines.filter((name) => !drawn.has(name))).toEqual([]);
  });

  it.each(DIAGRAMS)('are current for $title (run `npm run diagrams` after changing a machine)', ({ file, machine, title, summary }) => {
    const generated = machineDiagram(machine, title, summary);
    const path = join(dir, file);
    if (process.env.UPDATE_DIAGRAMS === '1') {
      mkdirSync(dir, { recursive: true });
      writeFileSync(path, generated);
    }
    expect(readFileSync(path, 'utf8')).toBe(generated);
  });
});
