import { join } from 'node:path';
import type { WithShop } from './shop';

export const RETURNS_USAGE = 'usage: npm run returns -- open | accept <id> ["<reply>"] | reject <id> "<reply>" | receive <id>';

/** The shop answers return requests and receives their parcels. */
export async function returns(withShop: WithShop, action: string, args: string[]): Promise<number> {
  const [id, ...text] = args;
  const reply = text.join(' ').trim();
  const moves: Record<string, 'ACCEPTED' | 'REJECTED' | 'RECEIVED'> = { accept: 'ACCEPTED', reject: 'REJECTED', receive: 'RECEIVED' };
  if (action !== 'open' && (!moves[action] || !id || (action === 'reject' && reply === ''))) {
    console.error(RETURNS_USAGE);
    return 2;
  }
  return withShop(async ({ config, services }) => {
    const service = services.returns();
    if (action === 'open') {
      const requests = await service.open();
      for (const request of requests) {
        const photos = request.packagePhotos.map((name) => join(config.dataDir, 'returns', name));
        if (request.screenshot) photos.push(join(config.dataDir, 'returns', request.screenshot));
        console.log(`${request.id}  ${request.createdAt}  ${request.status}  order ${request.orderNo}  ${request.reason}${request.remark ? `: ${request.remark.replace(/\s+/g, ' ')}` : ''}`);
        console.log(`  return with ${request.carrier} ${request.trackingNo}; ${request.pickerName} ${request.pickerPhone}, ${request.region}, ${request.address}`);
        console.log(`  photos: ${photos.join(' ')}`);
      }
      console.log(`${requests.length} return request${requests.length === 1 ? '' : 's'} open`);
      return 0;
    }
    const result = await service.decide(id!, moves[action]!, reply || undefined);
    if (!result.ok) {
      console.error(result.reason === 'notFound' ? `no return request ${id}` : `cannot ${action} ${id} from where it is`);
      return 1;
    }
    console.log(`return request ${id} is now ${moves[action]}`);
    return 0;
  });
}
