import { LogOut, Settings, UserRound } from "lucide-react";
import { useNavigate } from "react-router";
import { Button } from "../../components/ui/button.js";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "../../components/ui/dropdown-menu.js";
import { useLogout } from "./use-logout.js";

export function UserMenu({ email }: { email: string }) {
  const navigate = useNavigate();
  const logout = useLogout();
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="outline" size="md" className="ml-1 max-w-48 px-2.5" aria-label={`Account menu for ${email}`}>
          <UserRound aria-hidden="true" className="h-5 w-5" />
          <span className="hidden truncate lg:inline">{email}</span>
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuLabel>{email}</DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => navigate("/account")}>
          <Settings aria-hidden="true" className="h-4 w-4" />
          Account Settings
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => void logout()}>
          <LogOut aria-hidden="true" className="h-4 w-4" />
          Logout
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
