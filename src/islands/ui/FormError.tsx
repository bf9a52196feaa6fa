// The server's Thai refusal, shown where the member is looking.
export default function FormError({ message }: { message: string }) {
  if (!message) return null;
  return (
    <div role="alert" className="alert alert-error alert-soft text-sm">
      {message}
    </div>
  );
}
