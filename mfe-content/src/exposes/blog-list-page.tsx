import { blogListHead, BlogListScreen } from '../features/blog/blog-list-screen.tsx';
import { headLoader } from 'shared/server-rendering/head-loader';

export const loader = headLoader(blogListHead);
export default BlogListScreen;
