import { Button, Dialog, Portal, Text } from "@chakra-ui/react";

export const CONFIRM_DIALOG_MAX_W = "328px";

type Props = {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: string;
  description: string;
  /** The confirm button; usually a submit button of a form given through `confirmForm`. */
  onConfirm?: () => void;
  confirmLabel?: string;
  /** Renders the Confirm button inside this form (method post) so confirming submits it. */
  confirmForm?: (confirmButton: React.ReactNode) => React.ReactNode;
  pending?: boolean;
};

/** The confirm dialog of spec §2: Cancel and Confirm, at most 328 px wide. */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  onConfirm,
  confirmLabel = "Confirm",
  confirmForm,
  pending,
}: Props) {
  const confirmButton = (
    <Button colorPalette="brand" type={confirmForm ? "submit" : "button"} onClick={onConfirm} loading={pending}>
      {confirmLabel}
    </Button>
  );
  return (
    <Dialog.Root open={open} onOpenChange={(e) => onOpenChange(e.open)} role="alertdialog" placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content maxW={CONFIRM_DIALOG_MAX_W}>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text>{description}</Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline">Cancel</Button>
              </Dialog.ActionTrigger>
              {confirmForm ? confirmForm(confirmButton) : confirmButton}
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
