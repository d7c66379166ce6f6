import { data } from "react-router";

// Every unknown path ends here; the root error boundary renders the not-found page with status 404.
export function loader() {
  throw data({ message: "Not found" }, { status: 404 });
}

export default function NotFound() {
  return null;
}
