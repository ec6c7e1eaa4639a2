import { Check, Star } from "lucide-react";
import { useEffect } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { DEFAULT_SELECTABLE_LANGUAGES } from "../../../shared/languages.js";
import { PRICE_USD_PER_MONTH } from "../../../shared/limits.js";
import { Button, buttonClasses } from "../../components/ui/button.js";
import { toast } from "../../components/ui/toast.js";
import { useUser } from "../../features/accounts/api/get-user.js";
import { useLanguages } from "../../features/words/api/languages.js";
import { usePageTitle } from "../page-title.js";

/**
 * SPEC §2 offer page. Checkout arrives with billing: until then the button
 * says so and goes nowhere (no pretend payment).
 */
export function UnlimitedPage() {
  usePageTitle("Polyglot Unlimited");
  const { user } = useUser();
  const languageCount = useSelectableLanguageCount();
  useCanceledCheckoutNotice();

  const benefits = [
    "Unlimited flashes, no waiting for the next 12-hour window",
    "Unlimited saved words in your personal glossary",
    "Progress tracking",
    `All ${languageCount} languages, with phonetics, examples and pronunciation`,
  ];

  return (
    <div className="mx-auto flex max-w-3xl flex-col items-center gap-8 py-6 text-center">
      <div className="flex flex-col gap-3">
        <h1 className="text-3xl font-bold sm:text-4xl">Polyglot Unlimited</h1>
        <p className="text-lg text-muted-foreground">Learn words in {languageCount} languages without limits.</p>
      </div>
      <section aria-labelledby="plan-title" className="w-full max-w-md rounded-xl border-2 border-primary bg-card p-6 text-left shadow-sm">
        <h2 id="plan-title" className="flex items-center gap-2 text-xl font-semibold">
          <Star aria-hidden="true" className="h-5 w-5 fill-current text-gold" />
          Unlimited
        </h2>
        <p className="mt-2">
          <span className="text-4xl font-bold">${PRICE_USD_PER_MONTH}</span>
          <span className="text-muted-foreground"> / month</span>
        </p>
        <p className="text-sm text-muted-foreground">Cancel anytime.</p>
        <ul className="mt-4 space-y-2">
          {benefits.map((benefit) => (
            <li key={benefit} className="flex gap-2">
              <Check aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-primary" />
              <span>{benefit}</span>
            </li>
          ))}
        </ul>
        <div className="mt-6">
          {user?.hasSubscription ? (
            <div className="flex flex-col gap-3">
              <p className="text-lg font-semibold">You're all set!</p>
              <Link to="/" className={buttonClasses({ size: "lg" })}>
                Start Learning
              </Link>
            </div>
          ) : (
            <div className="flex flex-col gap-2">
              <Button size="lg" disabled aria-describedby="billing-note">
                Subscribe
              </Button>
              <p id="billing-note" className="text-sm text-muted-foreground">
                Card payments open soon; subscribing is not possible yet.
              </p>
            </div>
          )}
        </div>
      </section>
    </div>
  );
}

/** DESIGN: pages that count languages count the selectable ones (an operator setting). */
function useSelectableLanguageCount(): number {
  const { data } = useLanguages();
  return data ? data.filter((l) => l.selectable).length : DEFAULT_SELECTABLE_LANGUAGES.length;
}

/** ?canceled=true (back from an abandoned checkout): say so once, then clean the URL. */
function useCanceledCheckoutNotice() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const canceled = params.get("canceled") === "true";
  useEffect(() => {
    if (!canceled) return;
    toast({ title: "Checkout canceled", description: "You have not been charged. You can subscribe whenever you like." });
    void navigate("/unlimited", { replace: true });
  }, [canceled, navigate]);
}
