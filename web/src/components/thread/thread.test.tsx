import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AuthorLine } from './author-line';
import { LikeButton } from './like-button';
import { TextForm } from './text-form';
import { ThreadAnswer } from './thread-answer';

describe('TextForm', () => {
  it('refuses blank text with its message, which goes as soon as the box is edited', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn(async () => true);
    render(
      <TextForm
        label="Your reply"
        submitLabel="Post Reply"
        blankMessage="Say something."
        pending={false}
        onSubmit={onSubmit}
      />,
    );
    const box = screen.getByRole('textbox', { name: 'Your reply' });
    await user.type(box, '   ');
    await user.click(screen.getByRole('button', { name: 'Post Reply' }));
    expect(await screen.findByText('Say something.')).toBeInTheDocument();
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(onSubmit).not.toHaveBeenCalled();
    await user.type(box, 'x');
    expect(screen.queryByText('Say something.')).toBeNull();
  });

  it('sends the trimmed text and empties the box only when it was saved', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn<(text: string) => Promise<boolean>>(async () => false);
    render(
      <TextForm
        label="Text"
        submitLabel="Save"
        pending={false}
        onSubmit={onSubmit}
        initialText="  refused"
      />,
    );
    const box = screen.getByRole('textbox', { name: 'Text' });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenLastCalledWith('refused');
    expect(box).toHaveValue('  refused');
    onSubmit.mockResolvedValueOnce(true);
    await user.type(box, ' now ');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenLastCalledWith('refused now');
    expect(box).toHaveValue('');
  });

  it("says 'Write something first.' unless told otherwise", async () => {
    const user = userEvent.setup();
    render(<TextForm label="Ask" submitLabel="Post" pending={false} onSubmit={async () => true} />);
    await user.click(screen.getByRole('button', { name: 'Post' }));
    expect(await screen.findByText('Write something first.')).toBeInTheDocument();
  });
});

describe('ThreadAnswer', () => {
  it('opens a reply box from Reply and closes it once the reply is saved', async () => {
    const user = userEvent.setup();
    const onReply = vi.fn(async () => true);
    render(
      <ul>
        <ThreadAnswer
          author={<span>Ada</span>}
          text="An answer"
          replies={[{ id: 'r1', author: <span>Bob</span>, text: 'A reply' }]}
          replyBox={{ pending: false }}
          onReply={onReply}
        />
      </ul>,
    );
    expect(screen.getByRole('list', { name: 'Replies' })).toHaveTextContent('A reply');
    const toggle = screen.getByRole('button', { name: 'Reply' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'Close reply box' })).toHaveAttribute('aria-expanded', 'true');
    await user.type(screen.getByRole('textbox', { name: 'Your reply' }), 'Thanks');
    await user.click(screen.getByRole('button', { name: 'Post Reply' }));
    expect(onReply).toHaveBeenCalledWith('Thanks');
    expect(screen.queryByRole('textbox', { name: 'Your reply' })).toBeNull();
  });
});

describe('AuthorLine and LikeButton', () => {
  it("names an author without a name, and marks an edited item '(edited)'", () => {
    render(
      <AuthorLine
        author={{ name: '', avatar: null }}
        createdAt="2026-03-04T10:00:00Z"
        editedAt="2026-03-05T10:00:00Z"
        unnamed="User"
      />,
    );
    expect(screen.getByText('User')).toBeInTheDocument();
    expect(screen.getByText('(edited)')).toBeInTheDocument();
  });

  it('starts its name with the count it shows and is pressed while liked', () => {
    render(<LikeButton label="like this post" liked count={1} pending={false} onToggle={() => undefined} />);
    expect(screen.getByRole('button', { name: '1 like, like this post' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });
});
