import type { BlogBody } from '@atelier/contract/blogs';
import { toast } from 'react-toastify';
import { Page } from '../../../components/ui/page';
import { useAddBlog } from '../api/add-blog';
import { BlogForm } from '../components/blog-form';
import { BLOG_MESSAGES } from '../messages';

/** /dashboard/admin/blogs-creation (spec-2 Blog creation) */
export function BlogCreationPage() {
  const add = useAddBlog();

  async function submit(body: BlogBody) {
    try {
      await add.mutateAsync(body);
    } catch (error) {
      toast.error(BLOG_MESSAGES.addFailed);
      // The form shows the server's problem with a field on that field.
      throw error;
    }
    toast.success(BLOG_MESSAGES.added);
    window.scrollTo({ top: 0 });
  }

  return (
    <Page
      title="Add Blog"
      description="The newest blog is the one visitors read on the Blogs page. Section images are optional."
    >
      <BlogForm pending={add.isPending} onSubmit={submit} />
    </Page>
  );
}
