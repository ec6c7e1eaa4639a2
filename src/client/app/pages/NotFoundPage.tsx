import { Link } from "react-router";
import { buttonClasses } from "../../components/ui/button.js";
import { usePageTitle } from "../page-title.js";

/** SPEC §2: any path the router does not know. */
export function NotFoundPage() {
  usePageTitle("Page Not Found");
  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-4 py-16 text-center">
      <h1 className="text-2xl font-bold">404 Page Not Found</h1>
      <p className="text-muted-foreground">Did you forget to add the page to the router?</p>
      <Link to="/" className={buttonClasses()}>
        Back to Home
      </Link>
    </div>
  );
}
