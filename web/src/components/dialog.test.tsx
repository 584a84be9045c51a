import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Dialog } from './dialog';

function Harness({ onConfirm }: { onConfirm: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button onClick={() => setOpen(true)}>Otevřít</button>
      <Dialog
        open={open}
        title="Smazat poznámku?"
        onClose={() => setOpen(false)}
        actions={[
          { label: 'Zrušit', variant: 'secondary' },
          { label: 'Smazat', onSelect: onConfirm },
        ]}
      >
        Tento krok nelze vrátit.
      </Dialog>
    </>
  );
}

describe('Dialog', () => {
  it('is a labelled modal dialog that takes focus and traps Tab inside', async () => {
    const user = userEvent.setup();
    render(<Harness onConfirm={() => {}} />);
    await user.click(screen.getByRole('button', { name: 'Otevřít' }));
    const dialog = screen.getByRole('dialog', { name: 'Smazat poznámku?' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription('Tento krok nelze vrátit.');
    expect(screen.getByRole('button', { name: 'Zrušit' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Smazat' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Zrušit' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Smazat' })).toHaveFocus();
  });

  it('closes on Escape and gives focus back', async () => {
    const user = userEvent.setup();
    render(<Harness onConfirm={() => {}} />);
    await user.click(screen.getByRole('button', { name: 'Otevřít' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Otevřít' })).toHaveFocus();
  });

  it('runs the chosen action after closing', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    render(<Harness onConfirm={onConfirm} />);
    await user.click(screen.getByRole('button', { name: 'Otevřít' }));
    await user.click(screen.getByRole('button', { name: 'Smazat' }));
    expect(onConfirm).toHaveBeenCalledOnce();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
