export { Button, type ButtonProps, type ButtonVariant, busyButtonProps, buttonClasses, LinkButton, type LinkButtonProps } from "./Button";
