/**
 * The back office loads its shell and each section's page lazily (React.lazy). A test rendering
 * AdminApp loads them first, so the first page's code is not compiled while a query waits for it
 * (the app still goes through Suspense; this only makes the wait short and the same every run).
 */
export async function loadAdminPages(): Promise<void> {
  await Promise.all([
    import('../../src/admin/app/pages/ShellPage'),
    import('../../src/admin/app/pages/AuditPage'),
    import('../../src/admin/app/pages/OperatorsPage'),
    import('../../src/admin/app/pages/ProductsPage'),
    import('../../src/admin/app/pages/PromotionsPage'),
    import('../../src/admin/app/pages/ReviewsPage'),
    import('../../src/admin/app/pages/OrdersPage'),
    import('../../src/admin/app/pages/OrderPage'),
    import('../../src/admin/app/pages/PackingPage'),
    import('../../src/admin/app/pages/ReturnsPage'),
    import('../../src/admin/app/pages/SettingsPage'),
    import('../../src/admin/app/pages/ProtectionPage'),
    import('../../src/admin/app/pages/DashboardPage'),
    import('../../src/admin/app/pages/OutboxPage'),
  ]);
}
