import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, Form, Input } from 'antd';

import { LineListEditor } from '@/components/line-list-editor';

interface Values {
  lines: { note?: string }[];
}

function Editor(props: {
  initial: Values['lines'];
  locked?: boolean;
  onFinish?: (v: Values) => void;
}) {
  return (
    <Form<Values> initialValues={{ lines: props.initial }} onFinish={props.onFinish}>
      <LineListEditor
        name="lines"
        legend="Lines"
        min={1}
        max={3}
        locked={props.locked}
        newLine={() => ({ note: 'new' })}
        addLabel="Add a line"
        removeLabel={(row) => `Remove line ${row}`}
        full={<p>Three lines at most</p>}
        renderLine={({ name, row }) => (
          <Form.Item name={[name, 'note']}>
            <Input aria-label={`Note ${row}`} />
          </Form.Item>
        )}
      />
      <Button htmlType="submit">Save</Button>
    </Form>
  );
}

describe('LineListEditor', () => {
  it('adds a line with its starting value and puts the focus in it, up to the maximum', async () => {
    const user = userEvent.setup();
    render(<Editor initial={[{ note: 'a' }]} />);
    const lines = screen.getByRole('group', { name: 'Lines' });

    await user.click(within(lines).getByRole('button', { name: /Add a line/ }));
    expect(await screen.findByRole('textbox', { name: 'Note 2' })).toHaveFocus();
    expect(screen.getByRole('textbox', { name: 'Note 2' })).toHaveValue('new');

    await user.click(screen.getByRole('button', { name: /Add a line/ }));
    expect(await screen.findByRole('textbox', { name: 'Note 3' })).toHaveFocus();
    expect(screen.queryByRole('button', { name: /Add a line/ })).not.toBeInTheDocument();
    expect(screen.getByText('Three lines at most')).toBeVisible();
  });

  it('removes a line, keeps the minimum and gives the focus back to the add button', async () => {
    const user = userEvent.setup();
    const saved = vi.fn();
    render(<Editor initial={[{ note: 'a' }, { note: 'b' }, { note: 'c' }]} onFinish={saved} />);

    await user.click(screen.getByRole('button', { name: 'Remove line 2' }));
    // The list was full: the add button comes back and takes the focus.
    expect(await screen.findByRole('button', { name: /Add a line/ })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Remove line 2' }));
    await waitFor(() => expect(screen.getByRole('button', { name: /Add a line/ })).toHaveFocus());
    // One line is the minimum: it cannot be removed.
    expect(screen.queryByRole('button', { name: /Remove line/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saved).toHaveBeenCalledWith({ lines: [{ note: 'a' }] }));
  });

  it('neither adds nor removes when locked', () => {
    render(<Editor initial={[{ note: 'a' }, { note: 'b' }]} locked />);
    expect(screen.getByRole('textbox', { name: 'Note 2' })).toHaveValue('b');
    expect(screen.queryByRole('button', { name: /line/ })).not.toBeInTheDocument();
  });
});
