import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { SignInForm } from '../../../src/admin/views/SignInForm';
import { AdminLayout } from '../../../src/admin/views/AdminLayout';
import { OperatorsView, type OperatorsViewProps } from '../../../src/admin/views/OperatorsView';
import { AuditLogView } from '../../../src/admin/views/AuditLogView';
import { LanguageSwitch } from '../../../src/admin/views/LanguageSwitch';
import { ADMIN_LOCALES } from '../../../src/admin/i18n/locales';
import en from '../../../src/admin/i18n/messages/en.json';
import zhTW from '../../../src/admin/i18n/messages/zh-TW.json';
import { renderAdmin } from '../../helpers/admin-intl';
import { PageLoading } from '../../../src/admin/views/PageLoading';

afterEach(cleanup);

describe('the back office catalogs', () => {
  it('say everything in both English and Traditional Chinese', () => {
    expect(Object.keys(zhTW).sort()).toEqual(Object.keys(en).sort());
  });
});

describe('a page whose code is loading', () => {
  it('tells screen readers it is loading, in the operator’s language', () => {
    renderAdmin(<PageLoading />, 'zh-TW');
    const status = screen.getByRole('status');
    expect(status.getAttribute('aria-busy')).toBe('true');
    expect(status.textContent).toBe('載入中…');
  });
});

describe('the sign-in form', () => {
  const props = { email: '', password: '', busy: false, error: null, notice: null, onChange: vi.fn(), onSubmit: vi.fn() };

  it('has labelled fields a password manager fills, and sends what is typed', () => {
    const onChange = vi.fn();
    const onSubmit = vi.fn();
    renderAdmin(<SignInForm {...props} onChange={onChange} onSubmit={onSubmit} />);
    const email = screen.getByLabelText('Email');
    const password = screen.getByLabelText('Password');
    expect(email.getAttribute('autocomplete')).toBe('username');
    expect(email.getAttribute('type')).toBe('email');
    expect(password.getAttribute('autocomplete')).toBe('current-password');
    fireEvent.change(email, { target: { value: 'owner@shop.test' } });
    expect(onChange).toHaveBeenCalledWith('email', 'owner@shop.test');
    fireEvent.submit(screen.getByRole('form', { name: 'Sign in' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('announces a refusal as an alert and keeps what was typed', () => {
    renderAdmin(<SignInForm {...props} email="owner@shop.test" password="wrong one" error="The email or the password is not right." />);
    expect(screen.getByRole('alert').textContent).toBe('The email or the password is not right.');
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('owner@shop.test');
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true');
  });

  it('says the session ended, calmly, and shows that it is signing in', () => {
    renderAdmin(<SignInForm {...props} notice="Your session ended. Please sign in again." busy />);
    expect(screen.getByRole('status').textContent).toContain('session ended');
    expect(screen.getByRole('button', { name: 'Signing in…' }).hasAttribute('disabled')).toBe(true);
  });

  it('reads in Traditional Chinese', () => {
    renderAdmin(<SignInForm {...props} />, 'zh-TW');
    expect(screen.getByRole('heading', { name: '登入' })).toBeTruthy();
    expect(screen.getByLabelText('電子郵件')).toBeTruthy();
  });
});

describe('the shell', () => {
  it('shows only the sections given, marks the current one, and signs out', () => {
    const onNavigate = vi.fn();
    const onSignOut = vi.fn();
    renderAdmin(
      <AdminLayout
        email="helpdesk@shop.test"
        role="support"
        nav={[
          { id: 'orders', href: '/orders', current: true },
          { id: 'reviews', href: '/reviews', current: false },
        ]}
        signingOut={false}
        languageSwitch={null}
        onNavigate={onNavigate}
        onSignOut={onSignOut}
      >
        <p>page</p>
      </AdminLayout>,
    );
    const nav = screen.getByRole('navigation', { name: 'Back office' });
    expect(within(nav).getAllByRole('link').map((link) => link.textContent)).toEqual(['Orders', 'Reviews']);
    expect(within(nav).getByRole('link', { name: 'Orders' }).getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('link', { name: 'Reviews' }).getAttribute('href')).toBe('/admin/reviews');
    fireEvent.click(within(nav).getByRole('link', { name: 'Reviews' }));
    expect(onNavigate).toHaveBeenCalledWith('/reviews');
    expect(screen.getByTestId('signed-in-as').textContent).toBe('Signed in as helpdesk@shop.test (Support)');
    fireEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(onSignOut).toHaveBeenCalledTimes(1);
  });

  it('lets the operator switch language by a labelled list', () => {
    const onChange = vi.fn();
    renderAdmin(<LanguageSwitch locale="en" locales={ADMIN_LOCALES} onChange={onChange} />);
    fireEvent.change(screen.getByLabelText('Language'), { target: { value: 'zh-TW' } });
    expect(onChange).toHaveBeenCalledWith('zh-TW');
  });
});

describe('the Operators page', () => {
  const base: OperatorsViewProps = {
    operators: [
      { email: 'owner@shop.test', role: 'owner', createdAt: '2026-11-01T10:00:00.000Z', passwordChangedAt: '2026-11-01T10:00:00.000Z' },
      { email: 'helpdesk@shop.test', role: 'support', createdAt: '2026-11-02T10:00:00.000Z', passwordChangedAt: '2026-11-03T10:00:00.000Z' },
    ],
    roles: ['owner', 'support'],
    self: 'owner@shop.test',
    busy: false,
    feedback: null,
    draft: { email: '', role: 'support', password: '' },
    resetting: null,
    removing: null,
    onDraftChange: vi.fn(),
    onAdd: vi.fn(),
    onResetOpen: vi.fn(),
    onResetChange: vi.fn(),
    onResetSubmit: vi.fn(),
    onRemoveAsk: vi.fn(),
    onRemoveConfirm: vi.fn(),
    onCancel: vi.fn(),
  };

  it('lists the operators with their roles, and marks the one signed in', () => {
    renderAdmin(<OperatorsView {...base} />);
    const rows = screen.getAllByTestId('operator-row');
    expect(rows).toHaveLength(2);
    expect(rows[0]!.textContent).toContain('(you)');
    expect(within(rows[1]!).getByText('Support')).toBeTruthy();
  });

  it('adds an operator with a role and a password', () => {
    const onDraftChange = vi.fn();
    const onAdd = vi.fn();
    renderAdmin(<OperatorsView {...base} onDraftChange={onDraftChange} onAdd={onAdd} />);
    const form = screen.getByRole('form', { name: 'Add an operator' });
    fireEvent.change(within(form).getByLabelText('Email'), { target: { value: 'new@shop.test' } });
    fireEvent.change(within(form).getByLabelText('Role'), { target: { value: 'owner' } });
    expect(within(form).getByLabelText('Password (at least 12 characters)').getAttribute('autocomplete')).toBe('new-password');
    fireEvent.submit(form);
    expect(onDraftChange).toHaveBeenCalledWith('email', 'new@shop.test');
    expect(onDraftChange).toHaveBeenCalledWith('role', 'owner');
    expect(onAdd).toHaveBeenCalledTimes(1);
  });

  it('shows the server’s refusal as an alert, and a change done as a status', () => {
    renderAdmin(<OperatorsView {...base} feedback={{ kind: 'refused', text: 'That email already has an account.' }} />);
    expect(screen.getByRole('alert').textContent).toBe('That email already has an account.');
    cleanup();
    renderAdmin(<OperatorsView {...base} feedback={{ kind: 'done', text: 'new@shop.test was added.' }} />);
    expect(screen.getByRole('status').textContent).toBe('new@shop.test was added.');
  });

  it('asks for the new password in the row, and asks before removing', () => {
    const onResetOpen = vi.fn();
    const onRemoveAsk = vi.fn();
    const { unmount } = renderAdmin(<OperatorsView {...base} onResetOpen={onResetOpen} onRemoveAsk={onRemoveAsk} />);
    fireEvent.click(screen.getByRole('button', { name: 'Reset password: helpdesk@shop.test' }));
    expect(onResetOpen).toHaveBeenCalledWith('helpdesk@shop.test');
    fireEvent.click(screen.getByRole('button', { name: 'Remove: helpdesk@shop.test' }));
    expect(onRemoveAsk).toHaveBeenCalledWith('helpdesk@shop.test');
    unmount();

    const onResetSubmit = vi.fn();
    renderAdmin(<OperatorsView {...base} resetting={{ email: 'helpdesk@shop.test', password: 'a new long password' }} onResetSubmit={onResetSubmit} />);
    fireEvent.change(screen.getByLabelText('New password for helpdesk@shop.test'), { target: { value: 'x' } });
    expect(base.onResetChange).toHaveBeenCalledWith('x');
    fireEvent.click(screen.getByRole('button', { name: 'Save password' }));
    expect(onResetSubmit).toHaveBeenCalledTimes(1);
    cleanup();

    const onRemoveConfirm = vi.fn();
    renderAdmin(<OperatorsView {...base} removing="helpdesk@shop.test" onRemoveConfirm={onRemoveConfirm} />);
    expect(screen.getByRole('group', { name: 'Remove helpdesk@shop.test? They can no longer sign in.' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Yes, remove' }));
    expect(onRemoveConfirm).toHaveBeenCalledTimes(1);
  });
});

describe('the audit log', () => {
  const entry = (id: string, at: string) => ({ id, at, operatorEmail: 'owner@shop.test', action: 'add', entity: 'operator', entityId: 'new@shop.test', before: null, after: { email: 'new@shop.test', role: 'support' } });

  it('shows who did what and when, with the before and after folded away', () => {
    renderAdmin(<AuditLogView entries={[entry('2', '2026-11-24T10:00:00.000Z'), entry('1', '2026-11-23T10:00:00.000Z')]} hasOlder={false} loadingOlder={false} error={null} onOlder={vi.fn()} />);
    const rows = screen.getAllByTestId('audit-entry');
    expect(rows).toHaveLength(2);
    expect(rows[0]!.textContent).toContain('owner@shop.test');
    expect(rows[0]!.textContent).toContain('add operator new@shop.test');
    expect(rows[0]!.querySelector('time')?.getAttribute('datetime')).toBe('2026-11-24T10:00:00.000Z');
    const details = rows[0]!.querySelector('details')!;
    expect(details.open).toBe(false);
    expect(details.textContent).toContain('"role": "support"');
    expect(screen.getByText('No older entries.')).toBeTruthy();
  });

  it('offers older entries when the page was full', () => {
    const onOlder = vi.fn();
    renderAdmin(<AuditLogView entries={[entry('1', '2026-11-23T10:00:00.000Z')]} hasOlder loadingOlder={false} error={null} onOlder={onOlder} />);
    fireEvent.click(screen.getByRole('button', { name: 'Older entries' }));
    expect(onOlder).toHaveBeenCalledTimes(1);
  });

  it('says when nothing is recorded yet', () => {
    renderAdmin(<AuditLogView entries={[]} hasOlder={false} loadingOlder={false} error={null} onOlder={vi.fn()} />);
    expect(screen.getByText('Nothing recorded yet.')).toBeTruthy();
  });
});
