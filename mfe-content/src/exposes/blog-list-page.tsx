import { blogListHead, BlogListScreen } from '../features/blog/blog-list-screen.tsx';
import { headLoader } from 'shared/server-rendering/head-loader';

export const loader = __SERVER_BUILD__ ? headLoader(blogListHead) : undefined;
export default BlogListScreen;
