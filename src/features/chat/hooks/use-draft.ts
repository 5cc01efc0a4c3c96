import { useCallback, useEffect, useRef, useState, type SetStateAction } from 'react';
import { loadDraft, saveDraft } from '../lib/storage';

/** The chat's draft, kept in storage on every change: it survives reload, navigation and errors. */
export const useDraft = (userId: string, agentName: string): [string, (next: SetStateAction<string>) => void] => {
  const [draft, setDraftState] = useState(() => loadDraft(userId, agentName));
  const current = useRef(draft);
  useEffect(() => {
    current.current = loadDraft(userId, agentName);
    setDraftState(current.current);
  }, [agentName, userId]);
  const setDraft = useCallback(
    (next: SetStateAction<string>) => {
      const value = typeof next === 'function' ? next(current.current) : next;
      current.current = value;
      saveDraft(userId, agentName, value);
      setDraftState(value);
    },
    [agentName, userId],
  );
  return [draft, setDraft];
};
