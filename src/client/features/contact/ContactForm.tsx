import { zodResolver } from "@hookform/resolvers/zod";
import { useId } from "react";
import { useForm } from "react-hook-form";
import { CONTACT_FAILURE_MESSAGE, contactRequest, type ContactRequest } from "../../../shared/contact.js";
import { Button } from "../../components/ui/button.js";
import { cn } from "../../components/ui/cn.js";
import { describedBy, Field, inputClasses } from "../../components/ui/field.js";
import { toast } from "../../components/ui/toast.js";
import { useSendContactMessage } from "./api/send-contact-message.js";

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
      <Field id={`${id}-email`} label="Email" error={errors.email?.message}>
        <input
          id={`${id}-email`}
          type="email"
          autoComplete="email"
          className={inputClasses}
          {...describedBy(`${id}-email`, errors.email?.message)}
          {...register("email")}
        />
      </Field>
      <Field id={`${id}-subject`} label="Subject" error={errors.subject?.message}>
        <input
          id={`${id}-subject`}
          type="text"
          className={inputClasses}
          {...describedBy(`${id}-subject`, errors.subject?.message)}
          {...register("subject")}
        />
      </Field>
      <Field id={`${id}-message`} label="Message" error={errors.message?.message}>
        <textarea
          id={`${id}-message`}
          rows={5}
          className={cn(inputClasses, "h-auto resize-y py-2")}
          {...describedBy(`${id}-message`, errors.message?.message)}
          {...register("message")}
        />
      </Field>
      <Button type="submit" disabled={send.isPending} className="self-end">
        {send.isPending ? "Sending…" : "Send Message"}
      </Button>
    </form>
  );
}
