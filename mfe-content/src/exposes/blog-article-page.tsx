import { BlogArticleScreen } from '../features/blog/blog-article-screen.tsx';
import { blogArticleLoader } from '../features/blog/blog-article-loader.ts';

export const loader = __SERVER_BUILD__ ? blogArticleLoader : undefined;
export default BlogArticleScreen;
