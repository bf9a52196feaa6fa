// The server's Thai refusal, shown where the member is looking. The text is lighter than the
// alert's own red, which falls under 4.5:1 on the soft background of the dark theme.
export default function FormError({ message }: { message: string }) {
  if (!message) return null;
  return (
    <div role="alert" className="alert alert-error alert-soft text-sm text-red-300">
      {message}
    </div>
  );
}
