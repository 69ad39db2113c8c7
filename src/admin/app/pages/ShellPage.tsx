import { lazy, Suspense, useEffect, useMemo, useRef, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useAdminLocation } from '../location';
import type { OperatorView } from '../../../domain/operator';
import { AdminLayout } from '../../views/AdminLayout';
import { Placeholder } from '../../views/Placeholder';
import { backOfficeCalls, type Request } from '../api';
import { SECTIONS, sectionsFor } from '../sections';
import { PageLoading } from '../../views/PageLoading';
import type { OpenStream } from '../orders-api';

// Each section's page loads when it is first opened: an operator downloads only what they use.
const LeadsPage = lazy(() => import('./LeadsPage').then((module) => ({ default: module.LeadsPage })));
const OutboxPage = lazy(() => import('./OutboxPage').then((module) => ({ default: module.OutboxPage })));
const AuditPage = lazy(() => import('./AuditPage').then((module) => ({ default: module.AuditPage })));
const OperatorsPage = lazy(() => import('./OperatorsPage').then((module) => ({ default: module.OperatorsPage })));
const ReviewsPage = lazy(() => import('./ReviewsPage').then((module) => ({ default: module.ReviewsPage })));
const ProductsPage = lazy(() => import('./ProductsPage').then((module) => ({ default: module.ProductsPage })));
const PromotionsPage = lazy(() => import('./PromotionsPage').then((module) => ({ default: module.PromotionsPage })));
const OrdersPage = lazy(() => import('./OrdersPage').then((module) => ({ default: module.OrdersPage })));
const PackingPage = lazy(() => import('./PackingPage').then((module) => ({ default: module.PackingPage })));
const ReturnsPage = lazy(() => import('./ReturnsPage').then((module) => ({ default: module.ReturnsPage })));
const OrderPage = lazy(() => import('./OrderPage').then((module) => ({ default: module.OrderPage })));
const DashboardPage = lazy(() => import('./DashboardPage').then((module) => ({ default: module.DashboardPage })));
const SettingsPage = lazy(() => import('./SettingsPage').then((module) => ({ default: module.SettingsPage })));
const ProtectionPage = lazy(() => import('./ProtectionPage').then((module) => ({ default: module.ProtectionPage })));

/** Where the back office lives (the server answers admin.html for every path under it). */
export const ADMIN_BASE = '/admin';
/** The packing list of the orders after it (numbers separated by commas). */
const PACKING_PATH = '/orders/packing/';

export interface ShellPageProps {
  operator: OperatorView;
  signingOut: boolean;
  /** Calls that report a 401 to the session machine. */
  request: Request;
  /** The live orders list's stream (the browser's EventSource). */
  openStream?: OpenStream;
  languageSwitch: ReactNode;
  onSignOut: () => void;
}

/** The back office after sign-in: the menu of what the operator may open, and the page asked for. */
export function ShellPage({ operator, signingOut, request, openStream, languageSwitch, onSignOut }: ShellPageProps) {
  const intl = useIntl();
  const [location, navigate] = useAdminLocation(ADMIN_BASE);
  const calls = useMemo(() => backOfficeCalls(request, operator.csrfToken), [request, operator.csrfToken]);
  const allowed = sectionsFor(operator.permissions);
  // The back office opens on the first section the operator may use: the orders, for an owner as
  // for a support agent taking a call.
  const home = location === '/' || location === '';
  const section = home ? allowed[0] : SECTIONS.find((candidate) => location === candidate.path || location.startsWith(`${candidate.path}/`));

  let page: ReactNode;
  let titleId = 'shell.welcome';
  if (home && !section) page = <Placeholder titleId="shell.welcome" textId="shell.welcomeText" />;
  else if (!section) page = <Placeholder titleId={(titleId = 'notFound.title')} textId="notFound.text" />;
  else if (!allowed.includes(section)) page = <Placeholder titleId={(titleId = 'notAllowed.title')} textId="notAllowed.text" />;
  else {
    titleId = `section.${section.id}`;
    if (section.id === 'operators') page = <OperatorsPage calls={calls} self={operator.email} />;
    else if (section.id === 'audit') page = <AuditPage calls={calls} />;
    else if (section.id === 'leads') page = <LeadsPage calls={calls} />;
    else if (section.id === 'outbox') page = <OutboxPage request={request} csrfToken={operator.csrfToken} />;
    else if (section.id === 'dashboard') page = <DashboardPage request={request} csrfToken={operator.csrfToken} />;
    else if (section.id === 'orders') {
      const packing = location.startsWith(PACKING_PATH) ? decodeURIComponent(location.slice(PACKING_PATH.length)).split(',').filter(Boolean) : null;
      const orderNo = !packing && location.startsWith('/orders/') ? decodeURIComponent(location.slice('/orders/'.length)) : null;
      page = packing ? (
        <PackingPage request={request} csrfToken={operator.csrfToken} orderNos={packing} />
      ) : orderNo ? (
        <OrderPage key={orderNo} request={request} csrfToken={operator.csrfToken} orderNo={orderNo} onBack={() => navigate('/orders')} />
      ) : (
        <OrdersPage request={request} csrfToken={operator.csrfToken} openStream={openStream} packingHrefOf={(orderNos) => `${ADMIN_BASE}${PACKING_PATH}${orderNos.map(encodeURIComponent).join(',')}`} hrefOf={(number) => `${ADMIN_BASE}/orders/${encodeURIComponent(number)}`} onOpen={(number) => navigate(`/orders/${encodeURIComponent(number)}`)} />
      );
    } else if (section.id === 'returns') page = <ReturnsPage request={request} csrfToken={operator.csrfToken} />;
    else if (section.id === 'reviews') page = <ReviewsPage request={request} csrfToken={operator.csrfToken} />;
    else if (section.id === 'products') page = <ProductsPage request={request} csrfToken={operator.csrfToken} />;
    else if (section.id === 'promotions') page = <PromotionsPage request={request} csrfToken={operator.csrfToken} />;
    else if (section.id === 'settings') page = <SettingsPage request={request} csrfToken={operator.csrfToken} />;
    else if (section.id === 'protection') page = <ProtectionPage request={request} csrfToken={operator.csrfToken} />;
    else page = <Placeholder titleId={titleId} textId="coming.text" />;
  }

  const title = intl.formatMessage({ id: titleId });
  useEffect(() => {
    document.title = `${title} · ${intl.formatMessage({ id: 'app.name' })}`;
  }, [title, intl]);

  // After a move in the menu, focus goes to the page, so a screen reader reads the new page.
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    document.getElementById('main')?.focus();
  }, [location]);

  return (
    <AdminLayout
      email={operator.email}
      role={operator.role}
      nav={allowed.map((item) => ({ id: item.id, href: item.path, current: item === section }))}
      signingOut={signingOut}
      languageSwitch={languageSwitch}
      onNavigate={navigate}
      onSignOut={onSignOut}
    >
      <Suspense fallback={<PageLoading />}>{page}</Suspense>
    </AdminLayout>
  );
}
