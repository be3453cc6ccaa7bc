import { Component, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from 'shared/ui/button.tsx';

const Message = styled.div`
  max-width: 32rem;
  margin: 3rem auto;
  padding: 1.5rem;
  text-align: center;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
`;

interface Props {
  children: ReactNode;
  onRetry: () => void;
}

/** Catches a remote that fails to load or throws while rendering; only its region shows the message. */
export class RemoteBoundary extends Component<Props, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: unknown) {
    console.error('A part of the shop failed', error);
  }

  private retry = () => {
    this.setState({ failed: false });
    this.props.onRetry();
  };

  render() {
    if (!this.state.failed) return this.props.children;
    return (
      <Message role="alert">
        <p>This part of the shop could not be loaded.</p>
        <Button type="button" onClick={this.retry}>
          Try again
        </Button>
      </Message>
    );
  }
}
