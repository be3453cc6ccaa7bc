import { BlogArticleScreen } from '../features/blog/blog-article-screen.tsx';

export { blogArticleLoader as loader } from '../features/blog/blog-article-loader.ts';
export default BlogArticleScreen;
