import { act, render, screen } from '@testing-library/react';
import { dismissToast, toast } from './toast';
import { Toaster } from './Toaster';

describe('toasts', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    act(() => dismissToast());
    jest.useRealTimers();
  });

  it('shows one toast at a time, the newest', () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'Message Sent' });
      toast({ title: 'Error', description: 'Failed to subscribe. Please try again.', variant: 'destructive' });
    });

    expect(screen.queryByText('Message Sent')).toBeNull();
    expect(screen.getByRole('alert').textContent).toContain('Failed to subscribe. Please try again.');
    const region = screen.getByRole('region', { name: 'Notifications (F8)' });
    expect(region.querySelectorAll('[role=alert], [role=status]')).toHaveLength(1);
  });

  it('hides a toast after 5 seconds', () => {
    render(<Toaster />);
    act(() => void toast({ title: 'Success!' }));

    act(() => jest.advanceTimersByTime(4999));
    expect(screen.getByText('Success!')).toBeTruthy();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByText('Success!')).toBeNull();
  });
});
