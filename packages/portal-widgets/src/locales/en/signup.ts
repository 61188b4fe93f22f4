import type { CompleteMessages } from "../messages";
import { internalError, noContract, signupThanks, specialCharacters, unavailable } from "./sentences";

export const signup = {
  statuses: {
    "0": noContract,
    "200": "The username already exists. Please choose another one.",
    "201": signupThanks,
    "204": signupThanks,
    "207": signupThanks,
    "403": noContract,
    "404": "The requested resource was not found.",
    "405": "Method not allowed.",
    "408": "The server took too long to respond. Please try again later.",
    "461": "An error occurred while checking the identity document.",
    "464": "Some required fields are still empty.",
    "465": specialCharacters,
    "470": "You have entered characters that are not allowed in one of the fields.",
    "499": "The request was cancelled.",
    "500": internalError,
    "502": "Communication error or service under maintenance. Please try again later.",
    "503": unavailable,
    "504": "The request timed out. Please try again later.",
    default: "An unknown error has occurred. Please try again later.",
  },
} satisfies CompleteMessages["signup"];
