import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { storeImportForm, storeImportSchema } from '../../../domain/contracts/admin-settings';
import { PICKUP_BRANDS } from '../../../domain/order';
import { CODES, fail, ok } from '../../http/envelope';
import { replies } from '../../http/contract';
import { readMultipart } from '../../http/multipart';
import type { Actor } from '../audit/audit.repository';
import { adminLocale, adminMessage, type AdminLocale } from '../operators/admin-messages';
import { ADMIN_API } from '../operators/operators.routes';
import type { StoreLineProblem, StoreService } from './stores.service';

/** A chain's list is a few thousand stores: 5 MB is ample. */
export const STORE_LIST_MAX_BYTES = 5 * 1024 * 1024;

const COLUMN_NAMES: Record<AdminLocale, Record<string, string>> = {
  en: { brand: 'brand', store_id: 'store id', name: 'name', city: 'city', district: 'district', address: 'address', phone: 'phone' },
  'zh-TW': { brand: '品牌', store_id: '門市代號', name: '名稱', city: '縣市', district: '區', address: '地址', phone: '電話' },
};

/** One line's problem in the operator's language. */
function word(locale: AdminLocale, problem: StoreLineProblem): string {
  const column = (name: string) => COLUMN_NAMES[locale][name] ?? name;
  const zh = locale === 'zh-TW';
  switch (problem.problem) {
    case 'csv':
      return zh ? '無法讀取為 CSV（引號或欄位有誤）。' : 'This line cannot be read as CSV (a quote or a column is wrong).';
    case 'empty':
      return zh ? '檔案中沒有任何門市。' : 'The file has no stores.';
    case 'columns':
      return zh ? `標題列缺少欄位：${problem.columns.join('、')}（需要 brand,store_id,name,city,district,address,phone）。` : `The header lacks the columns ${problem.columns.join(', ')} (it needs brand,store_id,name,city,district,address,phone).`;
    case 'brand':
      return zh ? `品牌需為 ${PICKUP_BRANDS.join('、')} 之一。` : `The brand must be one of ${PICKUP_BRANDS.join(', ')}.`;
    case 'required':
      return zh ? `缺少${column(problem.column)}。` : `The ${column(problem.column)} is missing.`;
    case 'tooLong':
      return zh ? `${column(problem.column)}太長。` : `The ${column(problem.column)} is too long.`;
    default:
      return zh ? `${column(problem.column)}不正確。` : `The ${column(problem.column)} is not right.`;
  }
}

const actorOf = (request: FastifyRequest): Actor => ({ operatorId: request.operator?.id ?? null, email: request.operator?.email ?? 'unknown' });

/**
 * POST /admin/api/stores/import (owners): the pickup store directory's CSV import, as
 * `npm run stores:import` does it, but whole or not at all: a file with a line that does not fit
 * imports nothing and answers 400 with every such line (`data.problems`: line and problem, in the
 * operator's language). Multipart: `file` (the CSV) and `replace` (`true`: the file's brands are
 * replaced by its stores).
 */
export async function storeAdminRoutes(fastify: FastifyInstance, deps: { stores: StoreService }) {
  fastify.withTypeProvider<ZodTypeProvider>().post(
    `${ADMIN_API}/stores/import`,
    {
      config: { access: 'settings' },
      schema: { summary: 'Import pickup stores from a CSV file, all lines or none (owners)', tags: ['back office'], multipart: storeImportForm, response: replies(storeImportSchema) },
      bodyLimit: STORE_LIST_MAX_BYTES + 65_536,
    },
    async (request, reply) => {
      const language = request.headers['accept-language'];
      const locale = adminLocale(language);
      const noFile = () => fail(reply, 400, CODES.INVALID_FIELDS, adminMessage(language, 'storesNoFile'), { problems: [] });
      if (!request.isMultipart()) return noFile();
      const form = await readMultipart(request, { fileSize: STORE_LIST_MAX_BYTES + 1, files: 2, fields: 2, parts: 4, fieldSize: 10 });
      const files = form?.files.filter((file) => file.field === 'file') ?? [];
      if (files.length !== 1) return noFile();
      const bytes = files[0]!.bytes;
      if (!bytes) return fail(reply, 413, CODES.INVALID_REQUEST, adminMessage(language, 'storesTooLarge'));
      const replace = form?.fields.replace === 'true';
      const result = await deps.stores.importWhole(bytes.toString('utf8'), { replace }, actorOf(request));
      if (!result.ok) {
        const problems = result.problems.map((problem) => ({ line: problem.line, problem: word(locale, problem) }));
        return fail(reply, 400, CODES.INVALID_FIELDS, adminMessage(language, 'storesRefused'), { problems });
      }
      return ok(reply, { imported: result.imported, replaced: replace });
    },
  );
}
