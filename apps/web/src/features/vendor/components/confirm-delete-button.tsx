import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/modal.tsx';

type ConfirmDeleteButtonProps = {
  /** The button's tooltip, e.g. "Delete product". */
  label: string;
  /** What is deleted, for screen readers ("Delete {name}"). */
  name: string;
  /** Spec §8's words: the question, its yes, and the two outcomes. */
  messages: { confirm: string; yes: string; deleted: string; failed: string };
  /** What deleting does, under the question. */
  description: string;
  onDelete: () => Promise<unknown>;
  pending: boolean;
};

/** A trash button that asks first (spec §8: the question, Cancel and its yes) and tells how it went. */
export function ConfirmDeleteButton({
  label,
  name,
  messages,
  description,
  onDelete,
  pending,
}: ConfirmDeleteButtonProps) {
  const [confirming, setConfirming] = useState(false);

  async function confirm() {
    try {
      await onDelete();
      toast.success(messages.deleted);
    } catch {
      toast.error(messages.failed);
    } finally {
      setConfirming(false);
    }
  }

  return (
    <>
      <Button
        variant="ghost"
        size="icon"
        className="size-9 text-danger-600 hover:bg-danger-50 hover:text-danger-600"
        title={label}
        onClick={() => setConfirming(true)}
      >
        <Trash2 className="size-4" aria-hidden="true" />
        <span className="sr-only">Delete {name}</span>
      </Button>
      <Modal
        open={confirming}
        onClose={() => !pending && setConfirming(false)}
        size="sm"
        title={messages.confirm}
        description={description}
        footer={
          <>
            <Button
              variant="secondary"
              onClick={() => setConfirming(false)}
              disabled={pending}
              data-autofocus
            >
              Cancel
            </Button>
            <Button variant="danger" onClick={confirm} loading={pending}>
              {messages.yes}
            </Button>
          </>
        }
      />
    </>
  );
}
