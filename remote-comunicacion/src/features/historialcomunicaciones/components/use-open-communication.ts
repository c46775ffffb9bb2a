import { useState } from 'react';
import { useConfirmCommunication } from '../api/confirm-communication';
import type { ProducerCommunication } from '../api/get-communications';

/**
 * The communication open in the modal, read from the current list so its marks follow the refreshes.
 * 002 §4: opening an unread one sends the read mark (Confirmated=false).
 */
export function useOpenCommunication(cuit: string | null, list: ProducerCommunication[] | undefined) {
  const [opened, setOpened] = useState<ProducerCommunication | null>(null);
  const markRead = useConfirmCommunication(cuit);
  const current = opened ? (list?.find((c) => c.Id === opened.Id) ?? opened) : null;
  return {
    communication: current,
    markReadError: markRead.error,
    open: (c: ProducerCommunication) => {
      setOpened(c);
      if (!c.Readed) markRead.mutate({ id: c.Id, confirmated: false });
    },
    close: () => setOpened(null),
  };
}
