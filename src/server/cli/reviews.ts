import { commandLineActor } from './operators';
import type { WithShop } from './shop';

export const REVIEWS_USAGE = 'usage: npm run reviews -- pending | approve <id> | reject <id> | reply <id> "<text>"';

/** The seller's review moderation: new reviews wait (status `pending`) until approved. */
export async function reviews(withShop: WithShop, action: string, args: string[]): Promise<number> {
  const [id, ...text] = args;
  if (!['pending', 'approve', 'reject', 'reply'].includes(action) || (action !== 'pending' && !id) || (action === 'reply' && text.length === 0)) {
    console.error(REVIEWS_USAGE);
    return 2;
  }
  return withShop(async ({ services }) => {
    const service = services.reviews();
    if (action === 'pending') {
      const waiting = await service.pending();
      for (const review of waiting) {
        const photos = review.images.length;
        console.log(`${review.id}  ${review.createdAt}  ${review.productId}  ${'★'.repeat(review.score)}  ${review.author}: ${review.body.replace(/\s+/g, ' ').slice(0, 80)}${photos ? `  (${photos} photo${photos === 1 ? '' : 's'})` : ''}`);
      }
      console.log(`${waiting.length} review${waiting.length === 1 ? '' : 's'} waiting`);
      return 0;
    }
    // `reject` hides the review, as the back office's "hide" does; each change is in the audit log.
    const result = await service.moderate(id!, action === 'reply' ? { type: 'reply', text: text.join(' ') } : action === 'approve' ? { type: 'approve' } : { type: 'hide' }, commandLineActor());
    if (!result.ok) {
      console.error(result.problem === 'unknownReview' ? `no review ${id}` : 'a reply has 1 to 1000 characters');
      return 1;
    }
    console.log(action === 'reply' ? `replied to ${id}` : `${action === 'approve' ? 'approved' : 'rejected'} ${id}`);
    return 0;
  });
}
