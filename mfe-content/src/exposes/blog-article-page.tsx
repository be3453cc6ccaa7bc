import { BlogArticleScreen } from '../features/blog/blog-article-screen.tsx';

export default BlogArticleScreen;
