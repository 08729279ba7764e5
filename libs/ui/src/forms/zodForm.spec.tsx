import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { z } from 'zod';
import { SCHEMA_UNAVAILABLE, useZodForm } from './zodForm';

const schema = z.object({ name: z.string().min(1, 'Name is required') });

/** A form validated by a schema it loads, as the checkout's details form. */
function LoadedForm({ load, onSubmit }: { load: () => Promise<typeof schema>; onSubmit: (values: z.output<typeof schema>) => void }) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useZodForm<{ name: string }, typeof schema>(load, { defaultValues: { name: '' } });
  return (
    <form onSubmit={handleSubmit(onSubmit)}>
      <input aria-label="Name" {...register('name')} />
      <p role="alert">{errors.name?.message ?? errors.root?.message}</p>
      <button type="submit">Send</button>
    </form>
  );
}

describe('useZodForm with a schema it loads', () => {
  it('validates with the loaded schema: an error beside the field, then the parsed values', async () => {
    const onSubmit = jest.fn();
    render(<LoadedForm load={() => Promise.resolve(schema)} onSubmit={onSubmit} />);
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await screen.findByText('Name is required');
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Ana' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ name: 'Ana' }, expect.anything()));
  });

  it('says the form could not be checked when the schema does not load, sends nothing, and tries again on the next send', async () => {
    const onSubmit = jest.fn();
    const load = jest.fn<Promise<typeof schema>, []>().mockRejectedValueOnce(new Error('ChunkLoadError')).mockResolvedValue(schema);
    render(<LoadedForm load={load} onSubmit={onSubmit} />);
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Ana' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await screen.findByText(SCHEMA_UNAVAILABLE);
    expect(onSubmit).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ name: 'Ana' }, expect.anything()));
    expect(screen.queryByText(SCHEMA_UNAVAILABLE)).toBeNull();
  });
});
