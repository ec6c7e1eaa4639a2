import { zodResolver } from "@hookform/resolvers/zod";
import { useId } from "react";
import { useForm, type FieldError } from "react-hook-form";
import { CONTACT_FAILURE_MESSAGE, contactRequest, type ContactRequest } from "../../../shared/contact.js";
import { Button } from "../../components/ui/button.js";
import { cn } from "../../components/ui/cn.js";
import { toast } from "../../components/ui/toast.js";
import { useSendContactMessage } from "./api/send-contact-message.js";

const fieldClasses =
  "w-full rounded-md border border-input bg-background px-3 py-2 text-base text-foreground placeholder:text-muted-foreground aria-[invalid=true]:border-destructive";

/**
 * SPEC §5 contact form, checked with the same schema as POST /api/contact and
 * only when submitted (no messages while typing).
 */
export function ContactForm({ onSent }: { onSent: () => void }) {
  const id = useId();
  const send = useSendContactMessage();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<ContactRequest>({
    resolver: zodResolver(contactRequest),
    mode: "onSubmit",
    reValidateMode: "onSubmit",
    defaultValues: { email: "", subject: "", message: "" },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await send.mutateAsync(values);
    } catch {
      toast({ title: "Error", description: CONTACT_FAILURE_MESSAGE, variant: "destructive" });
      return;
    }
    reset();
    toast({ title: "Message sent", description: "Thank you! We will answer by email.", variant: "success" });
    onSent();
  });

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-4">
      <Field id={`${id}-email`} label="Email" error={errors.email}>
        <input
          id={`${id}-email`}
          type="email"
          autoComplete="email"
          className={fieldClasses}
          aria-invalid={Boolean(errors.email)}
          aria-describedby={errors.email ? `${id}-email-error` : undefined}
          {...register("email")}
        />
      </Field>
      <Field id={`${id}-subject`} label="Subject" error={errors.subject}>
        <input
          id={`${id}-subject`}
          type="text"
          className={fieldClasses}
          aria-invalid={Boolean(errors.subject)}
          aria-describedby={errors.subject ? `${id}-subject-error` : undefined}
          {...register("subject")}
        />
      </Field>
      <Field id={`${id}-message`} label="Message" error={errors.message}>
        <textarea
          id={`${id}-message`}
          rows={5}
          className={cn(fieldClasses, "resize-y")}
          aria-invalid={Boolean(errors.message)}
          aria-describedby={errors.message ? `${id}-message-error` : undefined}
          {...register("message")}
        />
      </Field>
      <Button type="submit" disabled={send.isPending} className="self-end">
        {send.isPending ? "Sending…" : "Send Message"}
      </Button>
    </form>
  );
}

function Field({ id, label, error, children }: { id: string; label: string; error?: FieldError; children: React.ReactNode }) {
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      {children}
      {error?.message && (
        <p id={`${id}-error`} className="text-sm text-destructive">
          {error.message}
        </p>
      )}
    </div>
  );
}
