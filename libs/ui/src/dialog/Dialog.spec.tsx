import { fireEvent, render, screen } from '@testing-library/react';
import { ConfirmDialog } from './ConfirmDialog';
import { Dialog, DialogContent } from './Dialog';
import { PortalScopeProvider } from './PortalScope';

describe(DialogContent.name, () => {
  it("renders in a portal inside the remote's style scope", () => {
    render(
      <PortalScopeProvider name="admin">
        <Dialog open>
          <DialogContent title="Edit Painting">body</DialogContent>
        </Dialog>
      </PortalScopeProvider>,
    );

    const dialog = screen.getByRole('dialog', { name: 'Edit Painting' });
    expect(dialog.closest('[data-mfe="admin"]')).not.toBeNull();
    expect(dialog.textContent).toContain('body');
  });

  it('has no scope wrapper attribute in the shell', () => {
    render(
      <Dialog open>
        <DialogContent title="Video">body</DialogContent>
      </Dialog>,
    );

    expect(screen.getByRole('dialog', { name: 'Video' }).closest('[data-mfe]')).toBeNull();
  });
});

describe(ConfirmDialog.name, () => {
  it('asks as an alertdialog and confirms with a danger button', () => {
    const onConfirm = jest.fn();
    render(
      <ConfirmDialog
        open
        onOpenChange={() => {}}
        title="Delete Painting"
        message="Are you sure you want to delete this painting? This action cannot be undone."
        confirmLabel="Delete"
        onConfirm={onConfirm}
      />,
    );

    const dialog = screen.getByRole('alertdialog', { name: 'Delete Painting' });
    expect(dialog.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(dialog.getAttribute('aria-describedby')!)!.textContent).toBe(
      'Are you sure you want to delete this painting? This action cannot be undone.',
    );
    expect(document.activeElement!.textContent).toBe('Cancel');
    const confirm = screen.getByRole('button', { name: 'Delete' });
    expect(confirm.className).toContain('bg-danger');
    expect(confirm.className).not.toContain('bg-ink');
    fireEvent.click(confirm);
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });
});
