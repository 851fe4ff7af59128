import { Outlet } from "react-router";
import { Chakra } from "#app/ui/chakra.tsx";

/** A pathless layout around the pages that use Chakra components outside the default and profile layouts (app/ui/chakra.tsx). */
export default function ChakraLayout() {
  return (
    <Chakra>
      <Outlet />
    </Chakra>
  );
}
