import { Link } from "react-router";
import { PageShell } from "./PageShell.js";

/** /blog/:slug. No post exists yet, so every slug is the SPEC §8 "Post not found". */
export function BlogPostPage() {
  return (
    <PageShell title="Post not found">
      <p className="text-muted-foreground">This post does not exist.</p>
      <p>
        <Link to="/blog" className="text-primary underline underline-offset-4">
          Back to the blog
        </Link>
      </p>
    </PageShell>
  );
}
