import { useCallback, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import type { OperatorRole } from '../../../domain/operator';
import { OperatorsView, type Feedback, type NewOperator } from '../../views/OperatorsView';
import type { BackOfficeCalls, OperatorSummary } from '../api';
import { failureText } from '../failure';

/** The roles of src/domain/operator.ts (a type import: zod stays out of the bundle; tsc checks the list). */
const ROLES = ['owner', 'support'] as const satisfies readonly OperatorRole[];

const EMPTY_DRAFT: NewOperator = { email: '', role: 'support', password: '' };

/** The Operators page (owners): the list from the server, and each change sent and reloaded. */
export function OperatorsPage({ calls, self }: { calls: BackOfficeCalls; self: string }) {
  const intl = useIntl();
  const [operators, setOperators] = useState<OperatorSummary[] | null>(null);
  const [draft, setDraft] = useState<NewOperator>(EMPTY_DRAFT);
  const [resetting, setResetting] = useState<{ email: string; password: string } | null>(null);
  const [removing, setRemoving] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [feedback, setFeedback] = useState<Feedback>(null);

  const reload = useCallback(async () => setOperators(await calls.operators()), [calls]);
  useEffect(() => {
    reload().catch((error: unknown) => {
      setOperators([]);
      setFeedback({ kind: 'refused', text: failureText(intl, error) });
    });
  }, [reload, intl]);

  /** Sends one change; on success says so, closes the open form and reloads the list. */
  const change = async (send: () => Promise<unknown>, done: string, after: () => void) => {
    setBusy(true);
    setFeedback(null);
    try {
      await send();
      after();
      setFeedback({ kind: 'done', text: done });
      await reload();
    } catch (error) {
      setFeedback({ kind: 'refused', text: failureText(intl, error) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <OperatorsView
      operators={operators}
      roles={ROLES}
      self={self}
      busy={busy}
      feedback={feedback}
      draft={draft}
      resetting={resetting}
      removing={removing}
      onDraftChange={(field, value) => setDraft((current) => ({ ...current, [field]: value }))}
      onAdd={() =>
        void change(
          () => calls.addOperator({ email: draft.email.trim(), role: draft.role as OperatorRole, password: draft.password }),
          intl.formatMessage({ id: 'operators.added' }, { email: draft.email.trim().toLowerCase() }),
          () => setDraft(EMPTY_DRAFT),
        )
      }
      onResetOpen={(email) => {
        setRemoving(null);
        setResetting({ email, password: '' });
      }}
      onResetChange={(password) => setResetting((current) => current && { ...current, password })}
      onResetSubmit={() => {
        if (!resetting) return;
        void change(() => calls.resetPassword(resetting.email, resetting.password), intl.formatMessage({ id: 'operators.resetDone' }, { email: resetting.email }), () => setResetting(null));
      }}
      onRemoveAsk={(email) => {
        setResetting(null);
        setRemoving(email);
      }}
      onRemoveConfirm={() => {
        if (!removing) return;
        void change(() => calls.removeOperator(removing), intl.formatMessage({ id: 'operators.removed' }, { email: removing }), () => setRemoving(null));
      }}
      onCancel={() => {
        setResetting(null);
        setRemoving(null);
      }}
    />
  );
}
