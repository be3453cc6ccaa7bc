import { BlogListScreen } from '../features/blog/blog-list-screen.tsx';

export default BlogListScreen;
