/** Links to a seller's chat and social pages, from the handles the operator configures. */
export const whatsappLink = (number: string | null): string | null => (number ? `https://wa.me/${number.replace(/\D/g, '')}` : null);
export const lineLink = (id: string | null): string | null => (id ? `https://line.me/R/ti/p/${encodeURIComponent(id)}` : null);
export const facebookLink = (page: string | null): string | null => (page ? `https://www.facebook.com/${encodeURIComponent(page)}` : null);
